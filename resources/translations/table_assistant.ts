<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
    <context>
        <name>LuckPlot</name>
        <message>
            <source>roll number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pips above expectation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Luck plot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No game open.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Luck: no rolls yet. Each roll adds its result minus its average.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Luck so far (pips above average): %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Cannot open database</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Database opened read-only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Database: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No database</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open or create a database</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table Assistant database (*.sqlite *.db)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Back up database</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SQLite database (*.sqlite)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game not created</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot open this game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Other games in %1 are not affected: File &gt; Open game lists them, Help &gt; Check database lists what it finds.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot draw this game's board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game's records are intact; the overview is shown instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rename game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>About %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PlotsPanel</name>
        <message>
            <source>Luck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Plots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 plot</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RollLogPanel</name>
        <message>
            <source>#</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Phase</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Who</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Side</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Modifiers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chart result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>any turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>who</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>any side</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>any chart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>last </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Filter by turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Filter by who rolled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Filter by side</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Filter by chart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many rolls to show</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export CSV…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Filter:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll log</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%1 shown of %n roll(s) in this game</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>RollPanel</name>
        <message>
            <source>Type a dice pool…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. 1d6, 2d6&gt;=8, 5d6m, d10</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>who rolls (optional)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chart:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pool:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Who:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Side:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dice pool</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Who rolls</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Side</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>exactly</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>at least</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>chance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Odds chart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Odds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll  (Ctrl+R)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no chart '%1' for this game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Edited for this game&lt;/b&gt; (Game &amp;gt; Charts…)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rule: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Any pool: see Help &gt; Rules reference for the notation.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Average %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chance of exactly each value</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chance of at least each value</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot roll</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;  (dice %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rolled %1 (dice %2)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>charts</name>
        <message>
            <source>&amp;Charts…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game's rule charts; edit the ones the source does not print</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n chart problem(s): those charts were left out, the others loaded</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>See the chart problems list.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chart file problems</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>dialogs</name>
        <message>
            <source>New game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Which game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Which game?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. Saturday at the club</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start from</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Start from:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. Saturday at the club (empty: "%1")</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last played</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>editor</name>
        <message>
            <source>shipped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>your chart file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>edited for this game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Charts: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Charts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Charts of this game&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New chart…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add a chart the source does not print (L2, T4): title, id, dice; you fill in the rows</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;[edited]&lt;/b&gt; edited for this game &amp;nbsp; &lt;b&gt;[editable]&lt;/b&gt; not printed in the source &amp;nbsp; &lt;b&gt;[your file]&lt;/b&gt; from your chart folder &amp;nbsp; &lt;b&gt;[referee]&lt;/b&gt; entered by the referee &amp;nbsp; &lt;b&gt;[new, not saved]&lt;/b&gt; a draft</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check the entries and save them with this game (Edit &gt; Undo takes it back)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reset to default</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove this game's edit of the chart (undoable)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete chart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove a chart the referee made from this game (Edit &gt; Undo brings it back)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Rows&lt;/b&gt; (ranges of the modified result)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add row</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove row</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Modifiers&lt;/b&gt; (added to the result; one per group)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add modifier</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove modifier</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Weapons&lt;/b&gt;: dice per figure (or per group), longest shot, the die that hits. Shaded cells, listed in the last column, are our defaults.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A chart stored with this game no longer passes the checks; its default is used:
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>; held within %1..%2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a new chart, not saved yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rule: %1&lt;br&gt;Dice: &lt;b&gt;%2&lt;/b&gt;%3&lt;br&gt;From: %4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weapons chart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rule: Last Stand on Bataan: Fire, weapons chart (ruling B10)&lt;br&gt;From: </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>shipped defaults</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not printed in the source (ruling B10): the printed weapons chart is missing, so the values marked as our defaults are not the author's. Edit them to your own reading; they are stored with this game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Our default value: the source does not print it (B10)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing to save: the weapons chart is as stored.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not saved, nothing changed:
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing to save: these are the values already in force.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved with this game: %1. Edit &gt; Undo takes it back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This chart is not edited for this game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Back to the default values. Edit &gt; Undo brings the edit back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New chart opened: fill in the rows, then Save (nothing is stored until then).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New chart '%1' dropped; nothing was stored.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not deleted: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chart '%1' deleted from this game. Edit &gt; Undo brings it back.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>errors</name>
        <message>
            <source>Unexpected error</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Something went wrong that the app did not expect. The game's records are kept (each change is one transaction). The report below is also in the log file; copy it into a bug report.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Error report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Copy report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open &amp;log folder</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>file_actions</name>
        <message>
            <source>Backup not made</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The backup</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Backed up to %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>JSON (*.json)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot export the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game '%1'</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Exported '%1' (%n roll(s)) to %2</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Export roll log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CSV (*.csv)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot export the roll log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The roll log</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Exported %n roll(s) to %1</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Check database</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This version has no database check yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No problems found in %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing was changed. Back up the database before trying to repair it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Database checked: no problems</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>plot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No plot to export</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The tab in front in the Plots panel holds no plot.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export plot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Which plot:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PNG picture (*.png)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SVG drawing (*.svg)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Plot not exported</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The plot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Plot written to %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing to print</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open a game first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print the board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The board was sent to the printer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not printed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The printer could not be started: %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>history</name>
        <message>
            <source>The game stands here already.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Going here undoes %n change(s), newest first:</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Going here redoes %n change(s), oldest first:</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>No game open.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record of changes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Redo</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%1: %n change(s) applied</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n undone (%1, greyed). Redo (Ctrl+Y or Ctrl+Shift+Z) brings them back; a new change drops them.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>. Click a line to go back to it; Ctrl+Z undoes the last change.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(you are here)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(undone)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter or a click goes there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>They stay in the Record, greyed: Redo brings them back until you make a new change.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go to line %1?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go there</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>measure</name>
        <message>
            <source>Open a game to measure on its table or map.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>menus</name>
        <message>
            <source>&amp;New game…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start a new game: blank, the printed set-up or a demo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Open game…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open a saved game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open &amp;database…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Use another Table Assistant database file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Back up database…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Write a consistent copy of the whole database</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Export roll log as CSV…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every roll of this game as a CSV file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export game as &amp;JSON…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The whole game: records, roll log and history, as one JSON file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export &amp;plot…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The plot in front in the Plots panel, as a PNG picture or an SVG drawing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Print…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print the board as it stands</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Rename game…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rulings and &amp;settings…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The referee's readings of the rules for this game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;About Table Assistant…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Rules reference…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Keyboard shortcuts…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open &amp;log folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Where errors are written down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Check database…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Look for damage in the database file (repairs nothing)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;File</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Help</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>newchart</name>
        <message>
            <source>New chart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A chart the source does not print (e.g. Luzon's OCS series results, ruling L2; Tarawa/Saipan CRTs and TEC, ruling T4). It opens with one row over the dice's whole range: split it into the results, then Save.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. OCS series results</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>lower-case letters, digits and _</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dice notation: 1d6, 2d6, d10 …</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Id:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dice:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open in the editor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not accepted:
</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>panels</name>
        <message>
            <source>Measure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Plots</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>plots</name>
        <message>
            <source>no side</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a plot is written as .png or .svg; this name ends in '%1'.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the picture could not be written</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>reference</name>
        <message>
            <source>Rules reference</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>rulings_dialog</name>
        <message>
            <source>Rulings: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each box switches a ruling to its second reading. Every roll and measurement records the reading it used.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This game has no ruling toggles.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The stored rulings could not be read (%1); the defaults are shown.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unticked: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (default)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>safe_files</name>
        <message>
            <source>it is a folder; choose a file name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the folder %1 does not exist.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the folder cannot be written (%1).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nothing was written (the file came out empty).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 was not saved.

File: %2
Reason: %3

No partial file was left; a file already there is unchanged.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>shortcuts</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Where</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>welcome</name>
        <message>
            <source>&lt;h1&gt;Table Assistant&lt;/h1&gt;&lt;p style='font-size:14pt'&gt;Measure, roll and record beside the game table.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table Assistant: measure, roll and record beside the game table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New game…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open another database…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;h3&gt;Saved games&lt;/h3&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter opens the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;The database could not be opened.&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;Open another database to go on; nothing was changed in that file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The database could not be opened</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
