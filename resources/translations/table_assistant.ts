<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
    <context>
        <name>AutoTraceDialog</name>
        <message>
            <source>Trace terrain from the scan</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The scan's hexes fall into %n colour(s). Name each colour once with the terrain it stands for; the map shows what each hex would get, uncertain hexes hatched in red. Correct single hexes with the brush, then Apply: one step to undo.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Colour</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hexes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Uncertain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Terrain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(leave as it is)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Terrain for colour %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep the hexes already traced (by hand or before)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Correct with the brush…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open the trace brush: while this window is open, a stroke changes the preview, not the record</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n hex(es) lie mostly off the scan and are not classified.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>The map image's calibration changed: Trace terrain from the scan closed without tracing; open it again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Would be traced: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Uncertain (under %1% of its colour): check it</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Apply traces %n hex(es).</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n of them uncertain (hatched): check them.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Nothing to trace yet: name a colour with a terrain kind.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Discard the %n hex(es) corrected with the brush? Nothing is traced.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>BataanBoard</name>
        <message numerus="yes">
            <source>%n figure(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n figure(s) %1"</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>No wound</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Light wound</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Serious wound</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dead</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>officer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>flag bearer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sniper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rifleman</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tommy gun</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>mg30 crew</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pistol</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>knee mortar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>column</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wedge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Swamp</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clearing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Entrenchment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Road</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Path</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stream</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>River</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bridge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>American</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>light</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>serious</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dead</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Load table file…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replace the table by a table file (undoable)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save table file…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Write the table as a table file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show command circles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>6" circles round Japanese leaders; out of command ringed red</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show sight line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sight line between the first two selected figures (B4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Blast template</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A blast template that follows the mouse and lists who it catches</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Blast template 2" (B13) instead of 3" (B12)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show contacts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enemy bases touching (B27): melee</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show reachable area</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Where the selected figure can walk (filled) or run (dashed)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show legend</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Grid: none / 6" / 12"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fit table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete the selected figures or terrain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark the selected figures: %1 (B14)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Revealed (on the table)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Americans: revealed or hidden (B15)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Entrenched</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Americans: in an entrenchment (-1 on the wound chart, B14)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove from the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take the selected figures off the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record move along the ruler</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move the ruler's figure to its end through the waypoints and record the move (B7)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Grid: %1"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Grid off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wounds (B14)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table tools</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (line)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (area)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>" wide</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> Kind </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unit </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whole platoon / squad</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> figures</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>" apart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Load table file %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The stored table cannot be read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1
An empty table is shown instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not changed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>lightly wounded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seriously wounded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Selected: %1, %2 %3, %4%5.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Also selected: %1.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Also selected: %n more figure(s).</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>No figure selected.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Range from %1 to %2: %3 inches.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sight from %1 to %2: clear.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sight from %1 to %2: blocked.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Too close to call (B28).</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n visible target(s); the nearest is %1 at %2 inches.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>No visible target.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Blast template of %1 inches at (%2, %3): %n caught</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>the ruler's end</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ruler from %1 to %2: %3 inches.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n figure(s) out of command (ringed red).</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>The table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Selected: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move outside the movement phases</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It is not a movement phase (now: %1), so this move follows no movement rule. Record it as a correction?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record as a &amp;correction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Figures not changed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select the figures first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No thrower</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select the figure who throws, then click where it lands.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Banzai runs (VI.D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Figures not placed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>one figure</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Place %n Japanese (%1, %2)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Place %n American(s) (%1, %2)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Delete %1</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Delete %n figure(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Loading a table file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table file not loaded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1
Nothing was changed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loading %1 cancelled: nothing was changed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loaded %1 (repaired: %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loaded %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table file not saved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved the table to %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Load a table file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table file (*.json);;All files (*)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the table file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table file (*.json)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Referee</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move %1 %2"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move cancelled: nothing changed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move cancelled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move refused</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>refused</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move refused: %1 (nothing changed)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move refused: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Walk or run? (B28)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: the move costs %2", within the margin of the 4" walk.
Walk: half dice this turn. Run: no fire or grenade (B8).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Walk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Run</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Referee panel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The turn sequence, the steps of the phase and their results</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the referee panel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fold the referee panel away to give the table the room (Ctrl+Shift+J)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>officer (star)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>flag bearer (flag)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sniper (cross-hair)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>BAR (B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tommy gun (T)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>.30 MG (MG)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>knee mortar (M)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pistol (P)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tank (its 2.4" x 1.2" base)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, weapon %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wounds: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>revealed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hidden (dashed rim, B15)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>entrenched</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>at (%1, %2)"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next figure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select the next figure on the table (by id)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Previous figure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select the previous figure on the table (by id)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select the figure to the left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select the figure to the right</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select the figure above</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select the figure below</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The nearest figure in the arrow's direction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select all of the platoon or squad</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every figure of the selected figure's platoon (Japanese) or squad (American)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select all of the side</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every figure of the selected figure's side</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Find figure…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select a figure by its id or name and show it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom to the selection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the selected figures as large as they fit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom to a rectangle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drag a rectangle on the table to show it as large as it fits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fold or open the legend</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The legend in the table's corner: folded to its tab or open (it folds by itself while figures are under it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Figure menu</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The selected figures' menu (wounds, revealed, entrenched, remove)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Measure from the selected figure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A ruler from the first selected figure to the second (or 6" ahead)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fire with the selection…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Fire dialog for the selected firers (and target)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Throw a grenade at the blast template…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Grenade dialog for the selected thrower, landing where the blast template lies (or at the target)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing selected</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select a figure of the platoon or squad first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select a figure of the side first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Find figure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Figure id or name (for example JP1-2 or officer):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No such figure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No figure's id or name holds "%1".</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select the figure to measure from.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 not reshaped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reshape %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move not recorded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Measure from a figure first: drag the ruler from it (2 or right drag).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has already moved this turn (%2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the path costs %1"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2 (B7). Nothing was changed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 not kept</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Draw %1</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n figure(s) selected: %1</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>BataanDialogs</name>
        <message numerus="yes">
            <source>Also list the %n figure(s) that do not move</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n end(s) in base contact (melee).</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n without a run (listed under the tick box below the runs).</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n run(s) ticked;</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Roll</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not allowed: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fire: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No visible target.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knee mortar: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Grenade: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Throw</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knee mortar (12")</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Landing point x</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Landing point y</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Snipers (B16)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sniper fires</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Americans look for him (5-6)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Philippine Scouts look (3-6)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sniper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spotting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Look for him</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spotting: only on a turn he fired (B16)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Confirm</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record move: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>walk (4", half dice after)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>run (8", no fire after)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>crawl (2", seriously wounded Americans)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>" used</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mode</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Distance (terrain-weighted)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Records how each figure moved this turn (III, B7, B8).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Walk: half dice; run: no fire or grenade; crawl counts as a walk (B24).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Banzai moves (VI.D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Apply the ticked runs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Proposed Banzai runs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, ends in base contact</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 runs at %2: %3 (%4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 does not move: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Runs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Under a Banzai Charge command is ignored (B6) and every Japanese figure runs at its nearest visible American: straight at him, as far as the 8" run goes at the terrain costs (B7), stopping at base contact (VI.D).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Untick a figure to leave it out; the arrows on the table show the runs.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing ticked.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End wave %1 (B19-B21)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End the wave</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Straight across through the furthest living figure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Band by band (12" bands), the furthest figure in each</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>3rd Platoon keeps the tank off the table next wave</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next start line (B20)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Proposal (B19): end: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Proposal (B19): not yet: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Straight line at x = %1"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bands: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every dead Japanese returns on the new line; a lost tank never does (VI.B).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wave %1 will be commanded by the %2 (B21).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Figures can still act: %1. End the wave anyway only if you rule it over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Figures</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BataanLegend</name>
        <message numerus="yes">
            <source>%n inch(es)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Jungle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clearing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Road</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Path</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>River</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stream</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Swamp</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trench</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Terrain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Figures: fill = platoon / squad</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese Plt 1-4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>US Squads 1-4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>officer, flag</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sniper, BAR, Tommy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>MG, knee mortar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hidden, dead, wounds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Overlays</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sight clear / blocked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>too close to call (B28)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>out of command</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>melee contact (B27)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>reach walk / run</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>blast template</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Legend (click)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1" = %2 ft</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Legend</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Folded while figures are under it: click it to open it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Folded: click to open it.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BataanMeasure</name>
        <message>
            <source>What the table answers for the selected figures and the ruler</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BataanOverlays</name>
        <message numerus="yes">
            <source>path %1 via %n waypoint(s), %2 at half rate (B7)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%1" blast (%2): %n caught</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>... and %n more</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>CLEAR</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>BLOCKED</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sight %1↔%2: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 jungle of 6" (B4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TOO CLOSE TO CALL (B28)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>here</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 → %2: %3 (B1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 straight line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>path %1, %2 at half rate (B7)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2": not allowed: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2": uses %3, %4 left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2": uses %3, %4 over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>B12 US grenade</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>B13 second American</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TOO CLOSE TO CALL</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 just outside (%2): TOO CLOSE TO CALL</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Proposed moves</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 ticked, %2 left out</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BataanReport</name>
        <message>
            <source>The table now (wave %1, turn %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The table now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Losses and ground by wave</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last Stand on Bataan: %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BataanTools</name>
        <message>
            <source>Select / move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click a figure to select it (Ctrl adds), drag to move (one undoable step), drag on the cloth to box-select</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ruler</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drag from a figure: B1 distance and the walk / run allowance used and left (B7). Shift+click (or click the other button while dragging) adds a waypoint, Backspace takes it back; Ctrl+Shift+Return records the move. Right-drag works in any tool</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Draw terrain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click points; double-click or Enter to finish, Backspace takes the last point back, Esc cancels. Swamps, clearings and entrenchments are outlines; roads, paths, streams and the river lines with a width</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reshape terrain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click a terrain feature, then drag its square handles (or its body to move it); Delete removes it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Place figures</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click to place the chosen figures at the leader's spot; drag to face them (line, column or wedge at the spacing)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Grenade / knee mortar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select the thrower, then click where the grenade lands: the Grenade dialog opens with that point, its range, who is caught and the odds (a knee mortar man's throw opens as a knee mortar). Esc cancels</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BataanWaves</name>
        <message numerus="yes">
            <source>The last American left the table in wave %1 (B22). The last %n squad(s): %2. Wave commander: platoon %3.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>figures lost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>inches gained</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wave</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Figures lost by wave</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ground gained by wave</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No wave has ended yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wave %1: %2 lost %3, %4 lost %5, %6" gained</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 lost (left bar)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 lost (right bar)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ground the %1 gained (dashes)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why different</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each player's result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game goes on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players' view - Last Stand on Bataan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Full screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Leave full screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players' view of the table</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BattleDialog</name>
        <message>
            <source>Battle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Forces and situation</source>
            <extracomment>room left for the window frame (title bar and borders) around the dialog, in pixels</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Town attacked:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attacker:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Defender in the town:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Retreated in this turn:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Units that retreated into this town while it was under attack add no dice and take no casualties (Retreating). If the town is lost they leave with its defenders, within the 5 that may retreat (our default: the rulebook is silent).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Read forces and flags from the board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attacking stacks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Approach (from)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Large</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Small</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From sea</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add approach</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove last</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear retreat roads:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Before rolling: dice and exact odds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rolling (the game's dice stream; every throw goes to the roll log)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not rolled yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dice result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The battle in full: every round, the steps and the rulings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Beaten defender retreats to (split over clear roads)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Optional Retreating Rule: retreat toward an enemy town instead</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The battle for that town follows: the holder +2 dice; a lower total eliminates the retreating units</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll the battle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Apply to the board (one undo step)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What-if only (not rolled): %1</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n red die(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n white die(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n die(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Attacker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Defender</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>attacker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>defender</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2) loses</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chance of each number of casualties in the first round. </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll the refight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;br&gt;&lt;b&gt;Refight&lt;/b&gt; with dice recounted (M5).</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n casualty(ies) on the defender</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n casualty(ies) on the attacker</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Winner: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>attacker %1, defender %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rulings used: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no: the usual retreat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>toward %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nobody retreats from the town.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>5 units a segment less this turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no segment limit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 Large and %2 Small retreat; split them over the clear roads (each row's room: %3, %4).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No clear road: the defenders cannot retreat.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (room %1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> — under attack: they add no dice there</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n casualty(ies)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BattlesTab</name>
        <message>
            <source>Attacks waiting outside enemy towns (the moving player picks the order):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open the battle resolver…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Battles fought:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Battles fought</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>None.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resolve the battle for %1 (%2 attacking from %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>#%1 turn %2 %3: %4 attacks, the %5 wins; dice %6; lost: %7</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CalibrationDialog</name>
        <message>
            <source>Calibrate the map image</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hex centres</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Map corners (a photo at an angle)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click the four corners of the printed map in order around it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hex number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>x</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>y</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;1.&lt;/b&gt; Click the centre of a hex on the scan and type its printed number (like %1). Click at least three hexes far apart, not all in one column or row: each is checked against the others. A drag pans, the wheel zooms.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Error</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How far the grid fitted to the other clicks puts this one from where it was clicked (pixels, hexes)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear corners</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>My printed map is numbered differently</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The %1 map has %2. Tick only if your printed map is numbered otherwise: the numbering is then found from the clicks (at least two in odd and two in even columns).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none: the scan is flat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Corners:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>from the photo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The printed map's side from corner 1 to 2 divided by the side from 2 to 3 (22 x 34 inches, clicked along the 22-inch side first: 0.647)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Width : height:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click hexes on the scan.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep this calibration</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 of 4 clicked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 of 4 clicked (click them in order around the map)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>click at least three hexes far apart, not all in one column or row, and type their numbers (%1 so far)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>corner %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The click the others disagree with</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fitted:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not fitted:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CommandForm</name>
        <message>
            <source>(as it is)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>JSON</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a hex as printed, e.g. 17.16</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>x,y in inches</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a whole number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (optional)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From the board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Use what is selected on the board (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(optional)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ask</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Run</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check the rule and do it: one step you can undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Answer; nothing changes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing of that kind (%1) is selected on the board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not now: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>To fill in: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing was recorded (the reason is in the message shown).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CommandPalette</name>
        <message>
            <source>Commands</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type a command, words or a rule number (B30, 4.2.1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Find a command</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Commands found</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This game declares no commands.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not now: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All &amp;commands</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Commands…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Find any command of this game by name, words or rule number</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n command(s) found. Enter opens the form; Esc closes.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>EditorTab</name>
        <message>
            <source>Play (select units, destination)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drag towns / landing areas</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add town (click empty ground)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add road (click two towns)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete road (click it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set road kind (click it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pin the scan (click a printed town)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pusan Perimeter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>northern supply arrow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>on Bataan insert</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>airfield (air control)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tool</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>solid (1 MP)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dashed (2 MP)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dotted (3 MP)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Road kind:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>one way (1st → 2nd town)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Printed map (your scan)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Load scan…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear pins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Find moved scan…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Forget scan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scan opacity:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scan opacity</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pin two or three printed towns far apart (the Pin tool: click the town on the scan, name it); then Add town on each printed town and Add road between them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The board has no towns to pin the scan to: add towns first (Add town)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Town (click it on the map)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Town:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>air strip (✈)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zone:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Units in the town (by hand)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nobody</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Units:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Landing areas (triangles)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Landing areas</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Network file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Road from %1: now click the second town</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rename town</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New name:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add town</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Town name:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Importing a road network</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot import the network</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1

Nothing was changed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Importing %1 cancelled: nothing was changed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 matches the board: nothing to change</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import a road network</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Road network (*.json)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export the road network</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Board written to %1</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%1 → %2 (%n a turn, Zone %3)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 → %2 (%n a turn)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>FindBar</name>
        <message>
            <source>Find a town or unit: a name, a side (UN, NK…) or a force such as 2S</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Find a town or unit</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Legend</name>
        <message>
            <source>▲N supply arrow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>P Pusan Perimeter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>✈ air strip</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>AF airfield</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>➤ one-way road</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Map legend</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 units: a badge such as %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>purple badge such as %1: units %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>solid road 1 MP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dashed 2 MP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dotted 3 MP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>route</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>landing area (n a turn)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>attacking</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>L Large, S Small units</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>victory / special town</source>
            <translation type="unfinished" />
        </message>
    </context>
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
        <name>MacArthurBoard</name>
        <message>
            <source>Turn and allowance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Battles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Board editor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the game panels</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fold the game's panels away to give the map the room (Ctrl+Shift+J)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: nothing to change</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>REFUSED: </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Selected: %1 → %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Selected: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>units lost in battle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Battle losses by turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Battle losses</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Units lost in battle each turn. Key: %1. </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>turn %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No town or unit matches '%1'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Found %1 (%2 of %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Found %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing selected: pick a town (Tab, arrows, or a click) first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No attack is waiting outside an enemy town</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import road network…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export road network…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Load a scan of the printed map…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Load rulebook Illustration 1 (movement)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Load rulebook Illustration 2 (retreats)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — GAME OVER (Game Ends card turned)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — turn %2: %3 turns a card next</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — turn %2: &lt;span style='color:%3'&gt;%4 moving&lt;/span&gt; — %5 allowance, &lt;b&gt;%6 MP left&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MacArthurKeys</name>
        <message>
            <source>solid road</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dashed road</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dotted road</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fit board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The whole network in the whole map area</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom to selection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The chosen towns and route (Shift+drag on the map zooms to a rectangle)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Find town or unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type a town's name, a side (UN, NK, AL, JP) or a force such as '2S'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn the next card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deal (or turn the typed) movement card of the side that moves next</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move the chosen units</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move the units chosen on the Move tab along the route shown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Land reserves</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Land the reserves chosen on the Move tab</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resolve the next battle…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open the battle resolver on the first attack waiting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll reserves</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll the reserves of the side whose roll is due</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End the moving side's turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drop one Airborne unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>At the air strip chosen on the Move tab</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>air strip</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>supply arrow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>airfield</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pusan Perimeter</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MacArthurScan</name>
        <message>
            <source>The scan's pins no longer fit the board: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A scan of the printed campaign map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Map images</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scan of the printed map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loading the scan cancelled: nothing was changed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Where is %1 now?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The scan %1 is missing or changed at %2: Board editor &gt; Find moved scan…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cutting %1 into tiles…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No scan: load one to place towns and roads over your printed map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scan %1 (%2 x %3 px), one pixel to one board unit: pin a printed town to fit it.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Scan %1 pinned to %n town(s) (%2): %3 board units a pixel, turned %4°, worst pin %5 units off.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>This game has no players' view.</source>
            <translation type="unfinished" />
        </message>
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
            <source>Table file not opened</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1
Nothing was made or changed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open a table file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Make a new game of Last Stand on Bataan from the table file %1?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It is added to %1; the games already there are not changed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;New game</source>
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
            <source>Referee</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Referee's name (kept with this game; empty: none):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>About %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MeasurePanel</name>
        <message>
            <source>Command circles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sight line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Blast template</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Blast 2" (B13)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Contacts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reach</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TOO CLOSE TO CALL (B28): referee decides</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rule: %1&lt;br&gt;Rulings: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record move along the ruler</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move the ruler's figure to its end through the waypoints and record the move (B7), one undoable change (Ctrl+Shift+Return)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>light wound</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>serious wound</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dead</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>revealed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hidden</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>entrenched</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt; %2, %3 %4 at (%5, %6)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>American</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>... and %n more</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Selected</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing selected. Click a figure; Ctrl+click a second for distance and sight.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Distance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(centre to centre %1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CLEAR: they can see each other</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>BLOCKED: no sight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 of jungle along a %2 line (limit 6").</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%1 of %n out of command</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>all %n in command</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Banzai Charge: command is ignored (B6)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no figure needs command (B6)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>... and %n more (ringed red on the table)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>%1 in command at %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Command</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>automatic weapon: must take the closest first (B11)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>may pick any visible target (B11)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;%1&lt;/b&gt; (%2): %n visible enemy(ies), %3</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1. %2 at %3</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n visible American(s) not spotted yet (B15): %1</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Targets</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>path through %n waypoint(s): %1, of which %2 at half rate</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>straight line %1, of which %2 at half rate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2": uses %3", %4" left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2": uses %3" — %4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ruler</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%1" template at (%2, %3): %n caught</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>%1 just outside at %2</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n enemy contact(s): melee</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>%1 ↔ %2: gap %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No enemy bases touching (%1).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2 sq in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reachable area</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White = walk, dashed yellow = run.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the point</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MoveTab</name>
        <message>
            <source>Move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click a town of the moving side on the map, then the destination.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>To:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Units:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pick a town and a destination.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move the chosen units (Ctrl+M)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Land reserves (1 MP a unit)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Landing area:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Land</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Land the reserves (Ctrl+L)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Airborne drop at:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drop one Airborne unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+D</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: no units — pick a town of the moving side first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: not the moving side — pick a town of the moving side first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pick a town and a destination (click on the map or choose above).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No side is moving: turn a movement card first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose how many Large and Small units move.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 MP left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 MP %2 left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 MP a unit × %2 = &lt;b&gt;%3 MP&lt;/b&gt; of %4; after it %5.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;br&gt;&lt;b&gt;Enemy town:&lt;/b&gt; the units stop outside it and fight (Battles).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reserves: </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No reserves in this campaign.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not allowed:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>NetworkView</name>
        <message>
            <source>Town and road map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 attacking %2 from %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>BATAAN INSERT (no moves back out)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>BATAAN</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%1 → %2 (Zone %3, %n a turn)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 → %2 (%n a turn)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>OddsView</name>
        <message>
            <source>Outcome</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>At least</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>At most</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Odds: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 exactly</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What it would do</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Modifiers: %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>OverStackDialog</name>
        <message>
            <source>Over-stacked towns</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After a turn a town keeps at most %1 units; the excess is out of the game. Its owner chooses which go (Smalls first unless changed).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(%1, %2): remove %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Large</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Small</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove these and end the turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PhotoColoursDialog</name>
        <message>
            <source>Officer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Flag bearer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sniper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knee mortar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>.30 MG crew</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Photo colours</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The colour of each group's bases and of each role's dot on the base rim, as the photo shows them: pick colours far from your cloth and terrain, and from each other.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bases</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese platoon %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>American squad %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Role dots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Corner markers' side:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PhotoDialog</name>
        <message>
            <source>top left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>top right</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bottom right</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bottom left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table photo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opacity over the table cloth:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Photo opacity</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click the corners again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Another photo…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep these corners?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The table is %1" x %2" (from the game).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click the corner of the table that the board shows at its %1 (corner %2 of 4). The wheel zooms, a drag pans.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All four corners are clicked: the preview shows the table as the board will draw it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The upright table appears here once its four corners are clicked.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PhotoReadActions</name>
        <message>
            <source>Read table photo…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Where a photo of the table (four corner markers, bases in their group's colour) puts every figure: review the moves, accept them as one undoable change</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Photo colours…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The base colour of each group and the dot colour of each role a photo is read by, and the corner markers' size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print marker sheet…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The four corner markers as a PDF at true size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading the table photo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Finding the markers and the bases on %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Moves from the photo not recorded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Read a photo of the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Photos (*.jpg *.jpeg *.png)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Photo not read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Photo colours</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Photo colours not changed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print marker sheet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The markers' side in inches:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the marker sheet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PDF (*.pdf)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Marker sheet not written</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Marker sheet written to %1</source>
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
        <name>ReadPhoto</name>
        <message>
            <source>Table Assistant corner markers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Marker %1 (ArUco DICT_4X4_50), %2" a side. Table corner %3: lay it with its centre %4" in from both edges, at (%5, %6) on a %7" x %8" table, this text towards you and the marker's top edge towards the table's edge y = 0. Keep the white round it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this bar is 1 inch: print at 100 % (no fitting to the page)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ReadPhotoDialog</name>
        <message>
            <source>Read table photo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2 moved, %3 too far, %4 unchanged, %5 not found, %6 bases not matched. Markers fit to %7".</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Figure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Moved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Confidence</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Arrows: &lt;span style='color:%1'&gt;sure&lt;/span&gt;, &lt;span style='color:%2'&gt;fairly sure&lt;/span&gt;, &lt;span style='color:%3'&gt;unsure&lt;/span&gt;, &lt;span style='color:%4'&gt;too far or refused by the rules (not ticked)&lt;/span&gt;; rings: not found; crosses: bases not matched.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Accept all moves</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move every figure the photo moved within its allowance (one undoable change)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Accept ticked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Moves</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Too far for this phase</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not found</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unchanged</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bases not matched (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 at %2, %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 of %2 moves ticked</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RecordTab</name>
        <message>
            <source>Victory — %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Campaign notes (turn ends, victory, the demo):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Campaign notes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>✔ CONDITION MET NOW — </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>✘ not met — </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reserves: </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No reserves in this campaign.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RefereePanel</name>
        <message>
            <source>1 Banzai?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>2 JP move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>3 US move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>4a Snipers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>4b Still fire</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>4c Moved fire</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>5 Melee</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fire</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Grenade</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knee mortar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sniper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Melee</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Antitank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Banzai Charge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Banzai moves</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reveal US</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End wave</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>US leave table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set-up: check and confirm (B29, B31)…</source>
            <extracomment>each button's command in the catalogue (its rule, its summary, and when it can be used come from there)</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check the table against the article's set-up, then confirm it to start the first wave</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next phase</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next phase  (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The next phase of the turn (II); after melee a new turn starts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export report...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game's story, waves, plots and rolls as an HTML or PDF report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players' view</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A second window for the players: the table as the Japanese see it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Victory screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The victory level, full screen, once the game has ended (B22)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each step's result, the last one at the bottom</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waves</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Victory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undone: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No Bataan game open</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Phase %1, the phase now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Phase %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Now: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not now: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select %1 on the board first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the figures that moved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the firers (and a target)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the thrower (and a figure to aim at)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No sniper is left on the table.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Melee (V, B17)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rounds are simultaneous and repeat until one side of each fight is gone.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the American who reached the tank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Antitank (B18)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ordered by the wave commander: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>While it lasts: command ignored, no Japanese fire or grenades, everyone runs at his nearest visible American, +1 in melee (VI.D).</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%1 of %n Japanese figure(s) have a visible American to charge.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>... and %n more (the Banzai moves dialog lists them all)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Banzai Charge (VI.D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>BANZAI!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hidden Americans are placed when a Japanese figure comes within 2" or when they fire (B15).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: spotted now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No hidden American is spotted now: pick who to place.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reveal hidden Americans (B15)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reveal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Americans leaving the table are gone for good. When the last one leaves, the wave sets the result (B22). Now: wave %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Americans leave the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Leave the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last Stand on Bataan: the result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export the game report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PDF (*.pdf);;HTML (*.html)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Report not exported</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Report written to %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not allowed:</source>
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
            <source>Every roll of the game: who, why, modifiers, dice and result</source>
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
            <source>Any chart or dice pool: its exact odds first, then the roll</source>
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
        <name>RouteMeasure</name>
        <message>
            <source>Measure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this turn's full roads and enemy towns</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Count the segments already full this turn and the towns the enemy holds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stacks to bring into 'To': town=units, separated by commas</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n unit(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>No open route from %1 to %2 for %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 MP a unit; %2: &lt;b&gt;%3 MP&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Write stacks as Town=units, e.g. A=3, B=4 (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The segments cannot carry all these units this turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(%1 MP each)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Least total: %1 MP&lt;/b&gt; (5 units a segment)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SetupBox</name>
        <message>
            <source>Override a breach (a ruling)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Confirm in spite of the breaches shown; the change records it as a referee ruling</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Confirm %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese allocation (secret)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Large</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Small</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep the grid (secret)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hidden until the Allied set-up is confirmed; then revealed off shore</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>after %1's set-up is confirmed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replace the hidden grid</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SideTabs</name>
        <message>
            <source>Panels</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game panels</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next / previous tab</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TablePhotoLayer</name>
        <message>
            <source>Table photo…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show your own photo of the table from above under the figures: click its four corners, set how opaque it is</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Find moved table photo…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Forget table photo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Photos (*.png *.jpg *.jpeg *.tif *.tiff)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table photo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table photo %1 is missing at %2: Game &gt; Find moved table photo…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table photo %1 at %2 is not the same file: Game &gt; Find moved table photo…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The table photo was set on a %1" x %2" table; this table is %3" x %4": click its corners again (Game &gt; Table photo…).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your photo of the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Where is %1 now?</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TownChooser</name>
        <message>
            <source>Pin the scan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Which town is printed here? Nearest first, where the pins put this point.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Which town is printed here? (In name order: once one town is pinned, the nearest come first.)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type to filter the towns</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Filter the towns</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Towns</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 of %2 towns</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TracePanel</name>
        <message>
            <source>Trace terrain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drag over hexes on the map to paint them; each stroke is one step to undo. The middle button still pans.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hexes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hexsides (the side nearest the pointer)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(rub out)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Terrain to paint</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Terrain:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hexside feature to paint</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hexside:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The DRM the printed TEC gives fire across this hexside into the hex (Tarawa 4.2.1 A; an entry, T4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>DRM across it:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The extra MPs to cross it (Tarawa 4.1 B; an entry, T4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>MP to cross:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Brush on (drag paints instead of panning)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;i&gt;The traced terrain is what the rules read: Tarawa's sight lines (4.2.1 B) and hexside DRMs and costs (4.2.1 A, 4.1 B), Luzon's supply trace. Export it as a map file to share it.&lt;/i&gt;</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%1: %n hex(es)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %n hexside(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Nothing traced yet.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TurnTab</name>
        <message>
            <source>Movement deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Use typed card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn the card typed here (a physical card) instead of dealing one</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card shows:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cards turned</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The packs (once per campaign)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>card values, e.g. 3 5 2 7 …</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 pack:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shuffle and keep the packs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shuffled with the game's seeded dice stream (the roll log keeps the draws)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End of turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll reserves: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This turn:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Moves this turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No reserve rolls in this campaign.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No reserve roll is due: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End turn cancelled: choose the units that leave each over-stacked town</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next: &lt;b&gt;%1&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> — the GAME ENDS card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> — the pack repeats: next card is %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn the Game Ends card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn card: deal %1's next</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn %1 card (value below)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Confirm the set-up of both sides first (Starting Forces)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n card(s), shuffled (seeded; replays)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>not defined (%n card(s): type them, or type each card as turned)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>End %1's turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 turn %2: </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GAME ENDS</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>card %1 → %2 MP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>roll on %1 (ruling %2)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>about</name>
        <message>
            <source>not installed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Database schema</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Database file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Measures, rolls and records beside the game table: Last Stand on Bataan, MacArthur's campaigns, Luzon: Race for Bataan, Tarawa and Saipan.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n step(s), the last %1</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>background</name>
        <message>
            <source>%1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
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
        <message numerus="yes">
            <source>%n chart warning(s): every chart loaded</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %n more (Show Details)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
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
            <source>No printer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No printer is installed on this computer, so the board cannot be printed. Save it as a PDF file instead?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save as &amp;PDF…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the board as PDF</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PDF (*.pdf)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The board was saved as %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not saved</source>
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
        <message numerus="yes">
            <source>and %n more</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n problem(s) found in %1:</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Database checked: %n problem(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>game_label</name>
        <message>
            <source>%1 (demo)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>hexmap</name>
        <message>
            <source>Type hex numbers (or click two hexes on the map): A, then B.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the game panels</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fold the game's panels away to give the map the room (Ctrl+Shift+J)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the land and the units</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Off the map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hex %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type a hex number, a unit or a place to find.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unit %1: hex %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Place %1: hex %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing on the map is called '%1' (a hex number, a unit or a place).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Selected: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A %1, B %2 (%3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>B %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hex %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Before rolling: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>off map %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hex map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No hex selected. Tab or the arrows select counters and places; Enter picks the selected hex.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game, its turn and who acts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the whole map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Point at a hex for its number; click two hexes to measure.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Map legend</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the whole map (Ctrl+0)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fit all</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the whole map, sea and all (Ctrl+0)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fit land</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the land and the units as large as the view allows (Ctrl+0; again: the whole map)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Find a hex, unit or place</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Find on the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next counter or place on the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Previous counter or place on the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pick the selected hex (as a click)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>right</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select the nearest counter or place %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select the next hex %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom in on the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom out on the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fit land / whole map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the land and the units as large as the view allows; again, the whole map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fit: the whole map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fit: %1 (Ctrl+0 again: the whole map).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fit: the whole map (Ctrl+0 again: %1).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom to selection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom to the selected hex, A and B, and the picked units</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Find hex, unit or place</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type a hex number, a unit or a place; Enter selects it on the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move the turn marker on (undoable)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Measure: no hex picked; pick A, then B.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Measure: A is hex %1; pick B.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Measure: A %1 to B %2, %3.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n hex(es)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Type hex numbers or click two hexes on the map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 from</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Measure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hex A, measure from</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hex B, measure to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A hex number such as %1; Enter draws it on the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Distance: —</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Distance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shade hexes within</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shade the hexes within N of A</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>N, hexes from A</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>of A</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>For this game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hex line A to B:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hex line from A to B</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Within N of A:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hexes within N of A</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear A and B</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Distance: pick A and B</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Distance %1 → %2: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Within %1 of A: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Units</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click a stack to pick it; click another hex to move the picked units there (one undoable change). Click the stack again to drop the pick.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>in %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Selected: %1 (%2) %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>→ target %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move %1 %2 → %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pick with the &lt;b&gt;Units&lt;/b&gt; tool (click a stack, then click where it goes) or tick units below. Each move is one change: Edit &gt; Undo takes it back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Units by hex (tick to pick)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hex, e.g. %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hex to move the picked units to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move picked to hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove picked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Place a unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>US</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Side</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ratings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Place unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pick units first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Place %1 in %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Picked: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing picked.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>off the map</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n map hex(es)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unit(s) selected: %1</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
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
            <source>Every change of the game, oldest first; click one to go back to it</source>
            <translation type="unfinished" />
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
        <message numerus="yes">
            <source>and %n more</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>hub</name>
        <message>
            <source>No game open</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open or create a game first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record changed meanwhile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 was not applied: %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not recorded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 was not applied: %2</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%1 (the %n undone change(s) after it dropped: Redo can no longer bring them back)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>launch</name>
        <message>
            <source>No such game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No game called '%1' in %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Demo: Last Stand on Bataan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A demo game was made to start you off: File &gt; New game for your own.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>File not opened</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>luzon</name>
        <message>
            <source>%1 (air strip)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Air strip</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type hex numbers like 17.16 or click two hexes: A, then B. The air-box distance (1.3b) is 25 + hexes to the north edge.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Luzon: Race for Bataan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Allied</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japan Victory Line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>U.S.-Phil. Victory Line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reinf.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Units</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Supply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Victory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn track, weather, re-roll counter, optional variations</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>air strip (in the colour of the side up)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Out of Supply (ringed)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Allied Reinforcement Phase (3.1c-d)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every counter; moves, rebuilds, series results</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trace supply and attrition (1.9, 2.1b, 3.1a)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Terrain per hex (towns, rail, roads) and the air strips (1.3c)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Victory checks (5.0)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Optional variations (4.0)…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Manila city hexes (5.0; 17.17 and 18.16 assumed, check the map)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japan line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>U.S.-Phil. line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2 (%3, out of supply)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2 to the air box (1.3b)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A %1 and the victory lines (5.0)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>south of the Japan line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not south of the Japan line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>beyond the U.S.-Phil. line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not beyond the U.S.-Phil. line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rail (Allied supply line, 3.1a)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>secondary road (Japanese supply line, 2.1b)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>detrainable for trace supply (village, city, Point of Interest; 2.1b, 3.1a)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese side up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>U.S. side up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Luzon — turn %1, %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>on map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>off map (air)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not arrived</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recovery Pool</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dead Pile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not used yet</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>used %n time(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Recovery (3.1c)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Draw 1 unit at random (2 if the pool holds 7 or more); the rest of the pool goes to the Dead Pile. Place within 2 hexes of a Manila city hex or Balanga.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Place the drawn units at</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese hold all of Manila</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Then recovered and rebuilt units go within 2 hexes of Balanga only (3.1c)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Draw from the Recovery Pool</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replacement (3.1d)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll replacement (2D6)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rebuild at the hex above</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Dead Pile holds no Allied ground unit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recovery Pool (%1): </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;br&gt;Dead Pile (%1): </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This turn: %1. Drawn: %2 at %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> — rebuilt %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not rolled this turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese replacements (2.1d) use the OCS Common Replacement Table at the table (L2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>: DRM %1 — </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>; no optional DRM in force.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Side</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Strength</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mode</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every counter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hex, e.g. 17.16</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move / arrive at hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Eliminate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Allied ground units go to the Recovery Pool, the rest to the Dead Pile (3.1c, 2.1d)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Toggle trace supply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>combat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>strat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set mode</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a recorded ruling</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Make a move a restriction refuses (1.11, 1.14, 2.1d); the log names the rule</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replacement Table result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The OCS Common Replacement Table result that allows it (2.1d, L2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rebuild from Dead Pile (2.1d)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A Japanese ground unit, at the hex above: within 2 of Agoo / Atimonan, or with the 14th Army HQ or its stripe's HQ</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Series result (L2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The OCS Combat and Barrage tables are not in the game: read the result off the series charts, enter it here with the steps each unit loses. A lost step flips a unit to its reduced side; a reduced unit that loses one is eliminated.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. AL1 DL1o2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hex (optional)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add loss: picked unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add the unit picked in the table above, losing this many steps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Step losses: none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record series result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Series results recorded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pick a unit in the table first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Step losses: </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Arrives on turn %1: </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>at %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> at %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no step losses</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>; eliminated %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(no series results yet)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (reduced)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>yes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>OUT</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b style='color:%1'&gt;%2&lt;/b&gt;: %3 on map, %4 to arrive, %5 in Recovery Pool, %6 in Dead Pile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b style='color:%1'&gt;Over the limit:&lt;/b&gt; </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese trace along secondary roads as if rail (2.1b); Allies along rail only (3.1a). Villages, cities and Points of Interest are detrainable. Paint the map's roads and rail on the Map tab first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Overland reach (hexes)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The OCS trace length (12.6) is not in the source: the referee enters it (L2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trace unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trace all</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark in / Out of Supply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Supply traced, unit by unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attrition, Out of Supply (1.9)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The roll that costs a step, read off the OCS Attrition Table (L2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Referee override</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll attrition for the unit above</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Step lost on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Out of Supply: cannot trace (1.9)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2 — %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>in supply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>OUT OF SUPPLY</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>chance of a step loss: %1%</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> — OUT</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>J</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click a hex to pick it; paint what the map shows. While this tab is open a click does not measure.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The map is not in the source: the rulebook's named places are shipped; the referee paints the rest. Each change is undoable.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>open, close, hills … (the map's TEC)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Town</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Terrain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set this hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paint on click</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>While pressed, each hex clicked on the map is set to the town, terrain and boxes above (one undoable change each)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export JSON…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import JSON…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Air strips (1.3c)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Flipped to the capturer's side when captured; never improved or destroyed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Captured: flip the picked strip</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export Luzon terrain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>JSON (*.json)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Terrain written to %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import Luzon terrain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot read %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pick an air strip in the list first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — %2 side up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>U.S.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Optional variations (4.0)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;New game from the printed set-up (6.0).&lt;/b&gt; Choose the optional variations now (OK with none ticked plays without them): on this untouched set-up the tool makes their set-up changes itself.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tick the variations in force for this game. Those marked ✔ are applied by the tool; set-up changes are made while the printed set-up is untouched, else listed for you to make on the map.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Favouring the Japanese (1D6)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Favouring the Allies (2D6)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Series optional rules (OCS; played at the table)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn track (6.0)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn %1, %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn track</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This turn's checklist (tick as done)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>◀ Previous turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next turn ▶</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weather (1.2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll weather</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re-roll counter (1.13)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Holder re-rolls the last roll</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Used on a table roll</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The holder re-rolled a roll made at the table (an OCS series roll, L2): pass the counter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll Japanese (1D6)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll Allied (2D6)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn %1 of %2: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Current turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One die: 1-2 Limited Flight, 3-6 Normal Flight — </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;span style='color:%1'&gt;%2&lt;/span&gt; (die %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not rolled yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Held by the &lt;span style='color:%1'&gt;%2&lt;/span&gt; player — %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In force: </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>As the units stand now (live; each check counts at the turn it names):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(no ruling needed)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>L3 ruling: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter this turn's victory check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sudden death (Clean-Up, turn 3): &lt;span style='color:%1'&gt;%2&lt;/span&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>JAPANESE WIN</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not met</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ALLIED WIN</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>DRAW</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>BOTH SIDES' CONDITIONS HOLD: the referee rules (L3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End of turn 5: &lt;span style='color:%1'&gt;%2&lt;/span&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;i&gt;Rulings: %1&lt;/i&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No victory check entered yet.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>↑ Air box: %n hex(es) beyond the north edge (1.3b)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Allied at %1 (%n unit(s), attack strength %2):</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Japanese at %1 (%n unit(s), attack strength %2):</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n hex(es)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Dead Pile: rebuild (2.1d) within 2 hexes of %1 (%2 group) or with the 14th Army HQ / its stripe's HQ — %n hex(es)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>within %n hex(es) of %1</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source> (%n hex(es))</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>mapimage</name>
        <message>
            <source>Map images (*.png *.jpg *.jpeg *.tif *.tiff)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Map files (*.json)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trace terrain from the scan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Calibrate the map image first (Game &gt; Calibrate map image…): the colours are read where the calibration puts each hex.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>trace from the scan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading the colours of %1's hexes…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Map image</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hex grid and numbers over the scan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Draw the app's own hex lines and numbers over your calibrated scan (off: the scan's printed ones show alone, not twice)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Map image…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Load your own scan or photo of the printed map (PNG, JPEG, TIFF)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Calibrate map image…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click hexes on the scan and type their numbers to fit the grid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Find moved map image…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Point to where the map image file is now (its hash is checked)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trace terrain on the map…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paint each hex's terrain, or a hexside's feature, with a brush over the scan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export map file…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the traced terrain and calibration (never the image) as JSON</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import map file…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take another referee's traced terrain for the same printed map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Forget map image</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop using the map image (the file itself is untouched)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trace terrain from the scan…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sort the scan's hexes by colour, name each colour once with a terrain kind, check the preview and apply it as one step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Load and calibrate a map image first (Game &gt; Map image…, Calibrate map image…): the colours are read where the calibration puts each hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your map image</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cutting %1 into tiles…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Load a map image first (Game &gt; Map image…).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The map image could not be read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Where is %1 now?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export map file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Map file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The map file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Map file written to %1 (terrain and calibration, no image).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import map file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The map image's calibration cannot be used: %1. Game &gt; Calibrate map image… shows its clicks to fix.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Map image %1: its tiles are not cut yet (Game &gt; Calibrate map image…).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Map image %1 is missing at %2: Game &gt; Find moved map image…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Map image %1 at %2 is not the same file: Game &gt; Find moved map image…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Map image %1 is not calibrated yet: Game &gt; Calibrate map image…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading the image…</source>
            <extracomment>Qt's own allocation limit, in MiB, while an image is decoded: MAX_PIXELS at 8 bytes a pixel (a 16-bit RGBA PNG), so Qt refuses on its own anything past the pixel limit that a header hid</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cutting level %1 into tiles…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>clear</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>anti-tank ditch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>airfield</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rifle pits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>palm trees</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>buildings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>beach</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pier</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pillbox</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bunker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>command bunker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>coastal defence</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>water</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>other</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>road</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rail</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>town</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>point of interest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>invasion beach</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hexside feature</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not entered</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Traced: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Traced hexside: %1 (DRM %2, MP %3; TEC entries, T4)</source>
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
            <source>Clear &amp;selection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Put down the armed tool, else select nothing on the board (Esc)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Rename game…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>R&amp;eferee…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The referee's name kept with this game (named in league reports)</source>
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
            <source>Reset &amp;layout</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Put the panels back where they start for this board (a wide table gets the width)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The program's own settings: the language of the window</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Board only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fold every panel away so the board has the whole window; again to bring them back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Players' view</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The board as the players may see it, in its own window: full screen on a second screen</source>
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
        <name>overview</name>
        <message>
            <source>Rules: %1. %2 on record.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n roll(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Overview of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not started</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Where the game stands</source>
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
        <name>preferences</name>
        <message>
            <source>Preferences</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>System (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A new language applies at the next start.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The window will use %1 from the next start of Table Assistant.</source>
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
        <name>saipan</name>
        <message>
            <source>Air-to-air (14.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>target air unit, e.g. A6M-1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>AA fire, split (14.4 B-E)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>air unit and points, e.g. A6M-1 3, B6N-2 2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Anti-ship strike (14.4 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ship and type, e.g. Taiho CV</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ship-to-ship, split (14.5)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ship, type and points, e.g. Tone CA 4, Zuiho CVL 4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>name the target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>each target reads like: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>points are a number, got %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>one target for this attack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Air/naval attack: odds, roll and hits recorded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>attacking unit, e.g. F6F-1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>carrier target DRM (S5)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CVL/CVE VPs damaged / sunk (S5)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>record hits as VP results (16.4 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attacker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Targets</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll the attacks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Before rolling:&lt;br&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type hex numbers like 2119 or click two hexes: A, then B.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saipan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SAMPLE invasion hexes (16.3 E, 9.3): not the printed map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SAMPLE invasion hexes (16.3 E)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>US enters via Caroline, Marianas, Zone #5 (16.3 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Measure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Map: referee (all)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Map: US players' view</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Map: Japanese players' view</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What each side may see (15.2-15.3): force markers over hidden Japanese units and dummies for the US; only the top US unit of a stack for the Japanese</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Picked: lose 1 step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each picked unit loses a step (12.0); a ground-step result is recorded for the VPs (16.4 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Place off the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The unit described below waits off the map: a US unit to board a transport (16.3 C: Fleet tab, Board), a Japanese one to set up (16.1 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Referee's correction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>place a US unit on the map directly</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>US units reach Saipan by landing from transports on the beaches, within the day's limit (16.3 A, D-E: Fleet tab, Land). Tick to place one on the map directly as your correction; the Record names it one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>named hex (Radar Hill, 9.4 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SAMPLE invasion hexes (1 unit, DRM -1, US only)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>US unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese unit (attack-defence-move, step pips)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>picked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hex line A→B</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>within N of A</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Units</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ground</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fleet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rolls</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>VPs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>attack-defence-move/proficiency, e.g. 5-6-8/7</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One move, placing or removal at a time.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (invasion hex)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>aboard a transport</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>off the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2 (%3) %4, prof %5, %6/%7 steps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> [sample]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> [hidden]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pick units first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SAMPLE invasion hex (9.3, 10.1, 16.3 E)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Naval bombardment in range (12.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no ship type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the island as traced, the named hexes and the units</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> — game over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saipan — day %1 of %2%3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rolling side:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>US</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search (14.1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Air-to-air, AA or anti-ship: roll only (14.3-14.4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ship-to-ship: roll only (14.5)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Proficiency check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, day %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Air and naval units</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move, search, missions (14.0-14.2, 9.1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zone:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Relocate ticked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fly ticked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Combat (14.3-14.5): odds first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>air-to-air pairs in the zone: cap1&gt;strike1, strike1&gt;cap1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll air-to-air</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>firer id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>targets: id:points, ... (a strike: one ship id)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll AA, strike or ship fire</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Carriers, transports, the phase's end (9.2, 14.6)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move ticked air</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ground ids (board; empty: the units picked) or id@hex (land)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Land</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>US-held airfields:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End the Air/Naval Phase</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search %1 from %2 zone(s) away: found %3% (14.1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>air-to-air: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1%2: found by %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (Saipan Sea Zone)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> aboard %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> on Saipan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> — %1 aboard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (SAMPLE chart: not the printed one, T4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Day %1: %2 air/naval units on record%3. Tick units to act.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>aboard %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>land on Saipan (9.2.2 C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>lost: no room (9.2.2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>US landings today: %1 of %2 (16.3 D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>US ground units off the map: %1 waiting to board (%2); transports needed %3, on record %4 (14.6 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>anti-ship/AA/bombardment, e.g. 3/3/2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>air-to-air/anti-ship/bombardment, e.g. 6/2/2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>air-to-air/anti-ship/bombardment, e.g. 2/5/4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Place a new air or naval unit (14.0 A, 16.1-16.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>type: F6F, CV...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An aircraft (F6F, A6M...) or a ship type (BB, CA, CL, CLA, DD, DE, AA, CV, CVL, CVE)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>name (optional)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A carrier's capacity in full-strength air units (9.2.1); 0 for other units</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>printed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Range in sea zones, only for a Japanese type 9.1 C gives none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Place</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Capacity:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Range:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 holding box</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>aboard %1 (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sea-zone chart (not printed, T4: the referee's entry)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>one zone a line — Zone: neighbour, neighbour (each pair once is enough)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saipan Sea Zone:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter chart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In force: %1, %2 zones.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the SAMPLE chart (not the printed one)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the entered chart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Maneuver combat (12.1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Assault (12.2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Banzai Charge (15.1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>steps </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>retreat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Declare with the picked units</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>target hex, e.g. 1224</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TEC DRM on fire into the target hex: a referee entry (T4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Side</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Combat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Declare</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bombardment (12.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>target hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>each source reads 'ship us-dd-phelps DD 1124 2 2', 'air us-vb-15 4 4' or 'artillery us-art 6 6' (the ids on record)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ship us-dd-phelps DD 1124 2 2; air us-vb-15 4 4 (ids on record)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sources</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Declare bombardment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Combats this game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: steps lost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: retreat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pick</source>
            <extracomment>the Ground tab's stages (issue 23), in order: what the referee does next</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Odds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CRT result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move in / retreat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Done</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stage</source>
            <extracomment>a combat's step (``CombatSteps.now``) -&gt; the tab's stage</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Combats this game: pick one to run its next step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Odds and status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move in / checks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CRT result (T4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attacker suffers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Defender suffers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the CRT ends the combat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter the CRT results</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>defender</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>attacker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Who retreats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>two hexes, e.g. 1625 1626 (none: stays)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Retreat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TEC DRM </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set-up and fog of war (15.2, 16.1, 16.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check the set-up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Referee's view</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>US players' view</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese players' view</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hide picked (force marker)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Picked Japanese units go under a force marker: the US players' view shows the marker, not the units (15.2 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reveal picked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hex (empty: off the map)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Make a dummy (15.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>outside the rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Put the picked units in a hex (or off the map) with no MA, ZOC or phase check: the Record names it a correction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Put picked there</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pick the attacking units on the map (Units tool), then type the target hex.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Before the first roll:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select a combat.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set-up: complete and legal (16.1, 16.3).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set-up: what remains and what breaks the rules:&lt;ul&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tick 'Referee's correction' first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(no unit on the map)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: best proficiency %2, passes %3%</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undone: %1 is back at '%2'.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 rolled %2, DRM %3 → %4 on the %5 column: read the CRT</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No combat selected: declare one with the picked units, or pick one in the list.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Proficiency checks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>select a combat in the list first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll this round of the combat (its odds are shown above)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Run this step of the combat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter what each side suffers, read off the CRT (T4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Carry out the retreat the CRT ordered (12.0 C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not now: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Declare the combat with the picked units (10.0 B3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, retreat pending</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2 day %3: %4 → %5 [%6]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This day's steps (tick as done)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>even with steps left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn Record Phase: next day ▶</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> Tick them, or check 'even with steps left'.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Day %1 of %2 — the game is over (16.4 C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Day %1 of %2 — %3 moves first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn Record Phase: end the game ■</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next: &lt;b&gt;%1&lt;/b&gt; — %2 (%3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every step done.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Current day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game end (16.4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese ground units on Saipan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(not entered)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Winner's level (S3, referee)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record a result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unit or ship id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A CVL or CVE has no printed VPs: the referee enters what this result scores (S5)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Suffered by</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ship type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Steps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>VPs (CVL/CVE, S5)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results on record:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results on record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take the selected result off the tally (undoable)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tally lines:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tally lines</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select a result to remove.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>VPs: &lt;span style='color:%1'&gt;US %2&lt;/span&gt; — &lt;span style='color:%3'&gt;Japanese %4&lt;/span&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not decided yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;i&gt;Rulings: %1&lt;/i&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(no results recorded)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>selection</name>
        <message>
            <source>Selection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing selected</source>
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
        <name>tarawa</name>
        <message>
            <source>ditch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>airfield</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>palms</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bldg</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>beach</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pier</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PILLBOX</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>BUNKER</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CMD BKR</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>COAST DEF</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>water</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>other</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type hex numbers like 0528 or click two hexes: A, then B. The sight line (T3) runs centre to centre; end hexes never block. Use 'Mark' to paint blocking hexes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tarawa — Betio</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Landing hexes %1 …</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>… %1 (8.1 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Measure and check the sight line: click A, then B (T3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark the clicked hex with the terrain chosen beside (again clears it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fire</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click the firing stack, then the target hex (the same hex for same-hex combat); a third click starts again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Terrain to mark</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hatched = blocks sight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>clear sight line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>blocked sight line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>US counter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese counter (name, firepower-proficiency, step pips, wedge = facing, pale band = reduced)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>picked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Actions and combat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Units</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Procedures</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fog, amtracs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Victory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Betio and the units</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Referee's correction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pass: the player to act passes (4.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The player to act passes and the other acts next; four passes in a row end the turn (4.3). Undoable.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>firepower/reduced-proficiency, e.g. 6/3-8</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Place or remove one thing at a time.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>D·</source>
            <comment>a dummy's mark on its counter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>H·</source>
            <comment>a hidden unit's mark on its counter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2 (%3) %4, %5/%6 steps, facing %7</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>[sample]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>[hidden under a force marker, 7.1]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>[dummy, 7.3]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>[inside %1, 6.2 F]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ratings read firepower/reduced-proficiency, e.g. 6/3-8</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>place a unit: ratings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>↺ Left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn the picked units counter-clockwise one hexside; any change of facing is an action (4.1 D, 5.0 D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>↻ Right</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn the picked units clockwise one hexside; any change of facing is an action (4.1 D, 5.0 D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Referee edit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move or turn the picked counters without an action (a correction, or opportunity fire's move back and forth, 4.2.4 A-C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pick units first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tarawa — turn %1 (night), %2 to act</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tarawa — turn %1, %2 to act</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tarawa — turn %1, the %2 set up (8.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>blocks sight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>does not block sight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — CLEAR</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — BLOCKED</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n hex(es)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>blocks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sight line (4.2.1, T3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A 0-MP crew weapon fires twice (4.1 F optional)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn the 4.1 F optional rules on in the rulings. The weapon rolls its proficiency first; it fires both dice either way and is eliminated after its fire when the roll is above its proficiency.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>firing units (ids), or pick them on the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>target hex, e.g. 2127</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the weapon's id (blank: the only firer)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Firers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fires twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Odds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll: fire twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>face</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>combat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>reinforce</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Banzai Charge declared (6.3):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Banzai Charge over (6.3 C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>clear</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>anti tank ditch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rifle pits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>palm trees</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>buildings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pillbox</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bunker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>command bunker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>coastal defence</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>US</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>JAPANESE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>units / note (optional)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Units or a note for the action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A movement action made at the table (moving counters with the Units tool records the move itself)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The player to act passes; four passes in a row end the turn (4.3). Turn menu: Ctrl+Return</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reinforce (US)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reinforce = first assault wave (8.0)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Action log (newest first; Edit &gt; Undo takes back the last entry):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Action log, newest first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn track: the turn and who acts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passes in a row</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fire combat from the map (4.2.1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tool &lt;b&gt;Fire&lt;/b&gt;: click the firing stack, then the target hex (its own hex for same-hex combat). DRMs come from the map: range, stack, works, terrain, the target's facing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kind</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kind of fire</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>fire (same hex: same-hex combat)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>opportunity fire (4.2.4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Aim</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the hex (no amtracs there)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the amtracs, with those inside (6.2 F)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the units outside the amtracs (6.2 F)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Entered DRMs (T4: the facing diagram and the TEC are not in the source): flank / rear aspect, and the TEC DRM of a terrain type:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>flank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Flank DRM</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rear DRM</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rear</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Store the facing DRMs with the game (5.0: the facing diagram is not in the source)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Terrain type for its TEC DRM</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TEC DRM</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In a pillbox, bunker or coastal defence only Japanese non-armour units get it (6.1 C-D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll fire at the target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pick the target hex (tool Fire: firers, then target)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>combat: target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Firing: %1 from %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Firing: &lt;i&gt;none picked&lt;/i&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target: &lt;i&gt;no hex picked&lt;/i&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target: %1 (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no enemy there</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each hit costs every unit it is read against in %1 one step (4.2.1 G): %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record the spent action (4.2 D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Combat by entered strengths (4.2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One d10 per firing unit; a hit when d10 + DRMs ≤ its strength (4.2.1 F). A bombardment is one block of 10 BPs at a target hex (4.2.2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One firepower per firing unit, separated by commas</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>fire</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>same hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>opportunity</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bombardment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>distant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>adjacent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The TEC DRM of the target hex (not in the source: entered, T4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>target in works (6.1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese non-armour target in a pillbox, bunker or coastal defence (6.1 C-D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>US armour in the firing stack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hex (bombardment)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bombarded hex: no bombardment within 3 hexes of a US unit after turn 1 (4.2.2 F)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Firing strengths</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target is</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Terrain DRM (entered)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fill in from A → B</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A is the firing hex, B the target: distance, terrain DRM, fortification, sight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll combat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pick A (the firing hex) and B (the target hex) first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No sight line: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>firing strengths are whole numbers separated by commas, e.g. 6, 4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>combat: firing strengths</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn %1 (day %2, %3, NIGHT): %4 to act</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn %1 (day %2, %3): %4 to act</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn %1 (day %2, %3): %4 set up (8.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passes in a row: %1 of %2 (four end the turn, 4.3). First wave landed: %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>yes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(%1): dice %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>end check %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>first assault wave</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>four passes, 4.3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>end check, 4.2.5 %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TURN %1 ENDS (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(no actions yet: the US acts first, T7)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not cleared</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Island cleared on turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>US step losses (no amtracs)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record these entries</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not decided yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>DRAW</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2 VICTORY</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n turn(s) completed.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Force markers (optional 7.1-7.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn on 7.1 in the rulings. Hidden units show to you with an H; the players' view shows a force marker.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hide picked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unhide picked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dummy here</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A dummy force marker in the hex clicked on the map (or typed), 7.3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lift marker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the hidden units in the hex and take its dummies off (7.1, 7.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take the hits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decline (7.1 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players' view…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A second window for the players: force markers hide what is under them</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>click the hex on the map (or type it) first (7.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Amtracs (6.2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>amtrac id, e.g. us-lvt-1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hex next to it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Amtrac</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>To hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Picked inside</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Put the picked unit inside the amtrac (6.2 F; a referee edit)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Beach assault</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Debark</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fire at a hex with amtracs: choose the aim in the fire box (6.2 F).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pick the one unit to put inside the amtrac</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sight-line dispute (4.2.1 D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>from</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>clear 1-</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The rule prints no numbers: the referee enters the rolls that read clear</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll the dispute</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re-emplace a moved weapon (4.1 F optional)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese weapon id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll re-emplace</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Override stacking (3.1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>with 'Referee edit' ticked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>With 'Referee edit' ticked, put counters where the stacking rules would refuse</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Before rolling: flips back on its proficiency or less = %1%</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hidden unit hits waiting (7.1 B): %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2 on %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players' view - Tarawa</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn track</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players' map of Betio</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Force</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a force marker (7.1, 7.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move the picked stack along a path (4.1, 5.0)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pick the stack with the Units tool, type the hexes it enters in order. MPs come from the TEC costs entered below (T4); turning in the last hex costs +1 MP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>as it moved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Path</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End facing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move along the path</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why the move was refused</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>type the hexes the stack enters, in order (4.1 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pick the stack first (Units tool or the Units tab)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opportunity fire at the last move (4.2.4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a hex the movers crossed, or their start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set movers in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll opportunity fire</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One stack's fire, a hex per unit (4.2.1 E, T12)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unit:hex, unit:hex  e.g. %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Split fire: each firer as unit:hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll split fire</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set-up and checklist (8.0-8.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Checklist</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What remains of the set-up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter a Japanese unit from the counter sheet (T4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unit type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unit name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ratings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hex (empty: off the map)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set-up hex, or empty for off the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter the unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The unit waits off the map (or sets up in the hex given, 8.3); pick it in the Units tab and click its hex to set it up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check the set-up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refused naming what remains; else the set-up is recorded as checked and the US lands next (8.3, 8.1 D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>waiting off the map: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no Japanese unit waits off the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What remains (8.3):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Banzai Charge (6.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Banzai Charge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Declare with the picked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Once a game: up to 8 Japanese infantry or HQ units, each within 5 hexes of an HQ; until it ends only they act for the Japanese, with MA + 3 MPs (6.3 A-D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End the charge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The charge is over: the Japanese act with any unit again (6.3 C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pick the charging units first (Units tool or the Units tab).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Under way: %1 (only they act for the Japanese, 6.3 C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Made and over: once a game (6.3 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not made yet (once a game, 6.3 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Map entries the source does not print (T4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Terrain type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move cost, MP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>closed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set MP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TEC move cost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Feature's hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Feature's printed number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pillbox arc</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Feature (number, arc)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n hit(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n step(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Rulings: %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>undo</name>
        <message>
            <source>Could not change the record</source>
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
            <source>double-click a game, or pick it and press Enter or Open</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open</source>
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
        <message>
            <source>%1  —  %2  (last played %3)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>rules</name>
        <message>
            <source>1st Platoon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>2nd Platoon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>3rd Platoon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>4th Platoon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0}th Platoon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a Banzai Charge is ordered before Japanese movement (VI.D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only the wave commander ({0}) orders a Banzai Charge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a Banzai Charge is already in force</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not a target with a distance: {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} listed more often with {1} than it carries</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} does not carry '{1}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'{0}' is thrown, not fired: use the grenade resolvers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>riflemen that moved and riflemen that did not fire in different steps (IV, B9)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no force '{0}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no figure '{0}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>field 'weapons' must be a list of weapon ids</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>schema_version {0} is newer than this app knows</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>figure ids repeated: {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>side must be japanese or american, got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a force needs figures</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>missing field '{0}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>count must be a whole number &gt;= 0</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>weapon '{0}' is not in the weapons chart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wave {0}, turn {1} - commander: {2}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} - BANZAI CHARGE in force</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} - GAME OVER: {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the game is over ({0}); undo to play on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is dead</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>({0:g}, {1:g}) is off the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no Banzai Charge is in force (VI.D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>VI.D: the charging Japanese run in the Japanese move, not now ('{0}')</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no Banzai move chosen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} may not {1} {2:.2f}"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>choose at least one figure to fire</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>figures fire in the fire steps, not now ('{0}')</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>firers on both sides: fire one side at a time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is on the firers' side</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is not a sniper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} did not fire this turn: he cannot be spotted (B16)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is already spotted this turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no Philippine Scout is left to look (B16)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>melee comes after fire, not now ('{0}')</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no enemy bases touch: no melee (B27)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>there is no working tank on the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only Americans attack the tank (B18)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an American reaches the tank in his own move; attack it after the Americans move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is {1:.2f}" from the tank: he must reach it (B18)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>choose the figures that moved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} moves in the phase '{1}', not now ('{2}')</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>choose walk, run or crawl</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give the distance used or the point moved to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a distance moved is a number of inches, 0 or more, not {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>under a Banzai Charge every Japanese figure runs at its nearest visible American (VI.D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>III: in a movement phase figures move by the movement rules (record the move); a placement by hand is for the set-up and corrections</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>name the figures to place</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>select the figures first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wounds must be one of {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nothing to change: the figures are already so</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown way of moving {0!r} (known: {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} enemy contact(s) still in melee: resolve the melee first (V)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0}: the path leaves the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0}: ({1:g}, {2:g}) is off the {3:g}" x {4:g}" table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only Americans are hidden, revealed or entrenched (VI.C, B15)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0}: a point is x,y in inches, not {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a start line needs at least two points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>name the Americans who leave the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no hidden American is within 2" of a Japanese figure (B15)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>name the Americans to reveal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the new start line falls behind the previous one at y={0:g}" (B20)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is not an American</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is already on the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the tank throws no grenades</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an American grenade needs an American thrower</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a Japanese grenade needs a Japanese thrower</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Americans have no knee mortars</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this figure carries no knee mortar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a figure is listed twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only Americans attack the tank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the attacker has not reached the tank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the attacker must run or walk up to the tank this turn (B18)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} touches {1}, who is not in the melee</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} and {1} are on the same side</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the odds need more than {0} dice: not listed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the road and the river do not meet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no Bataan table for game kind {0!r} (kinds: {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot roll {0!r} dice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dice source gave {0} for {1}d6</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} more dice needed, only {1} left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a d6 face must be 1-6, got {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is not a dice source</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>must be true or false, not {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>must be a number of inches from 0 to 1, not {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wave commander may order a Banzai Charge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Americans move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fire: Japanese snipers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fire: figures that did not move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fire: figures that moved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Melee</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this figure has already moved this turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this figure has already fired or thrown this turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not a figure turn: {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a figure needs a non-empty id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>side must be one of {0}, not {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>role must be one of {0}, not {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>weapon must be one of {0}, not {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wounds must be one of {0}, not {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unit (platoon or squad) must be 1-4, not {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a round base needs a diameter from 0 to 12 inches, not {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>base shape must be 'round' or 'rect', not {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} must be a finite number, not {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a rect base needs {0} from 0 to 24 inches, not {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the radius must be more than 0, not {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only the jungle cloth is known (B3), not {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>two figures share this id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>centre ({0:g}, {1:g}) is off the {2:g}" x {3:g}" table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no terrain feature with id '{0}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no figure with id '{0}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>mode must be one of {0}, not {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a move has at most {0} waypoints, not {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a move needs at least one waypoint</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>waypoint {0} must be finite</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>waypoint {0} must be x,y in inches, not {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cell_in must be from {0:g} to 2 inches (finer cells take minutes on a whole table), not {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>search must be one of {0}, not {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot read the table file ({0})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not a UTF-8 text file (byte 0x{0:02x} at offset {1}); a table file is JSON saved as UTF-8</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>points must be [x, y] pairs of numbers (inches)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>points must be finite numbers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>needs at least {0} points, has {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>kind '{0}' cannot be a line; line kinds: {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>width_in must be more than 0, not {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the line has no length (all its points are the same)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>kind '{0}' cannot be an area; area kinds: {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the outline encloses no area</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>kind '{0}' cannot be a marker; marker kinds: {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>table size must be positive, not {0} x {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>width_in must be a number, not {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the outline is invalid ({0}) and has {1:,} points: outlines of up to {2:,} points are repaired on loading (a bigger one would take minutes); fix or simplify it in the drawing program</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the outline is invalid ({0}) and cannot be repaired</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>two terrain features share this id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the feature lies wholly off the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a wave is a whole number from 1, not {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no player slot '{0}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>name the squad whose figures were the last driven off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'{0}' is not an American squad (one of {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>width and band must be positive</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>direction is +1 or -1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'{0}' must be a whole number, got {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'{0}' must be a number, got {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no weapon '{0}' in the weapons chart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>side must be one of {0}, got {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>kind must be one of {0}, got {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dice must be 0 or more</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>range_in must be positive</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hit_on must be 1-6 (7: never hits)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>group fire needs both group_per_stationary and group_per_moved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>weapon ids repeated: {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>schema_version {0} is newer than this app knows (1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>game must be 'bataan', got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no [[weapon]] entries</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot edit {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>missing field 'id'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a group needs at least 1 figure per die</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} has no parameter {1} (it takes: {2})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0}: {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0!r} is not yes or no</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0:,} characters: too long</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a number, not yes/no</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0!r} is not a number between {1:g} and {2:g}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0:g} is under {1:g}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0:g} is over {1:g}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} declares no commands yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give at least one</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a whole number, not yes/no</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0!r} is not one of {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no {0} {1!r} in this game (it has: {2})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0!r} is not a number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>missing {0} ({1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0!r} is not a point: write x,y in inches (such as 98,27)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nothing to change</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} offers no set-up {1!r} (it offers: {2})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a game needs a name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a referee's name has at most {0} characters, not {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>these are not {0}'s rulings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its content is not PNG, JPEG or TIFF{0}, whatever its name says</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is a PNG, JPEG or TIFF file, got '{1}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an empty file, not {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the {0} is {1:,} x {2:,} pixels ({3:,.0f} megapixels): more than the {4:,.0f} megapixels an image may have here (a 600 dpi scan of a 22" x 34" map is about 270); scan at a lower resolution</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this is not the same {0}: its SHA-256 {1}… is not the recorded {2}… of {3}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the {0}'s {1} must be a whole number of pixels, got {2!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown game {0!r} (known: {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>mission must be one of {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>phase must be one of {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is not an air unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is not available ({0})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>roll this turn's weather first: it sets the flight conditions (1.2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Limited Flight this turn: air missions fly only in the player's own Movement Phase, not in {0} (1.2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>at the start or end of the Allied Movement Phase</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no demolition markers placed this turn (4.0 Allied 9)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this turn's markers are rolled already (4.0 Allied 9)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a {0} mission needs its target hex (a unit in the off-map air box cannot be attacked or barraged there, 1.3b)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>roll kind must be one of {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this turn's victory check is entered already</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>victory is checked in turn {0} (sudden death) and at the end of turn {1} (5.0)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>both sides' conditions hold: the referee rules japanese, allied or draw (L3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the conditions give {0}; the referee rules only a conflict (L3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the hex holds this already</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the file names no hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>air strips can neither be improved nor destroyed (1.3c, 1.6)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>has no landing hex (2.1d)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not a Japanese unit (Allied units recover and rebuild by 3.1c-d)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is not in the Dead Pile ({0})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>air units are never rebuilt (2.1d)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>enter the Common Replacement Table result that allows it (L2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} holds enemy units ({1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no air strip there: they are at {0} (1.3c)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rebuild only after a successful replacement roll this turn (3.1d)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this turn's replacement was used already (3.1d: one unit)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not a hex where it may be placed (within 2 hexes of a Manila city hex or of Balanga, 3.1c)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>one of {0} or capture_wagons</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no unit in this hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only {0} (no air base or hedgehog work, 1.6)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is not on the map ({0})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is detrainable already</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>MA cannot be negative, got {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>MA is a whole number, got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>between 0 and {0} hexes, got {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the reach is this already</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>enter the overland trace reach first (OCS 12.6 is not in the source, L2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>every unit is marked as its trace says already</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dice must be one of {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the roll that costs a step is 1-{0} for {1}, got {2}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a whole number of hexes, got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the roll that costs a step is a whole number, got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0}: the series optional rules that may apply are {1} (4.0)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>side must be japanese or allied</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the game has turns 1-{0} (6.0)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the turn marker is on this turn already</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the checklist has lines 0-{0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the weather for this turn is rolled already (1.2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>these optional variations are in force already</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>these series optional rules are in force already</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>optional variations are numbers as printed in 4.0 (Japanese 1-6, Allied 2-12)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Limited Strat Move: {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>type a hex, e.g. 17.16</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>mode must be one of {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is in {0} mode already</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Allied units in the Turn Two Group hex {0} are displaced to the next empty road hex toward Manila, and the map's road entries give none: name the hex (displace_to) (L7)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a counter has 2 steps: it loses 1 or 2, got {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>steps lost is a whole number, got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} holds units: the displaced units go to an empty hex (L7)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is closed to Allied units (1.11)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is not nearer Manila ({1}) than {2}: displacement goes toward Manila (L7)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no unit called {0!r} in this game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>has already arrived ({0})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>arrives on turn {0}, not {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>choose a hex ({0})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>arrives {0}, not at {1} (6.0 order of arrival; {2})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} holds enemy units ({1}): choose another hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is already in the {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is not in the {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>air units cannot be rebuilt (2.1d, 3.1d)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>kind must be one of {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>enter the result as the series chart gives it (L2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a step loss is at least 1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a pool cannot hold fewer than 0 units</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a unit is in the Recovery Pool twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the draw was made from a different Recovery Pool</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>choose a hex for {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>2D6 totals 2-12, got {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese rebuilds use the OCS Common Replacement Table (referee entry)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>side must be allied or japanese, got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>must be {0!r} or {1!r}, got {2!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese options are numbered 1-6, got {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Allied options are numbered 2-12, got {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown option lists {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>options are numbers as printed in 4.0</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a variation names a unit, a supply_hex or an add_supply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no turn {0}: the game has turns 1-{1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no unit with id {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>missing field {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>schema_version must be 1, got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>turns must be numbered 1, 2, 3 ... in order</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>option must be like 'japanese 1' or 'allied 10', got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>first_player must be allied, japanese or initiative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>duplicate unit id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>mode must be one of {0}, got {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>needs a hex or a place</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'within' needs the hex it counts from</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>strength {0!r} is not like 3-0-3, (1)-3-6 or (2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>arrives must be a turn 1-{0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no unit {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the terrain is a table of hex number -&gt; fields</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not on the Luzon map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>town must be one of {0}, got {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>terrain is a TEC name in lower-case letters (open, close, hills ...), got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>each hex is a table of fields</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown fields {0} (known: {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is true or false, got {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the victory conditions are judged at the end of turn {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pin a town on the scan first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the pins are all at one point of the scan: pin towns far apart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the pinned towns are all at one point of the board: pin towns far apart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pin {0}: {1!r} is not a town of this board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pin {0}: {1} is pinned twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pin {0}: the point on the scan is not a number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pin {0} ({1}) lands {2:.0f} units from its town on the board (at most {3:.0f} for these pins): wrong town, or a click off its printed place? Remove it and pin again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>load a scan of the printed map first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the scan is not fitted to any town</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a stored pin is not {{x, y, town}}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>role must be attacker or defender, got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>casualties cannot be negative, got {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a die shows 1-6, got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dice cannot be negative, got {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the retreat must place {0}, got {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no clear road to retreat along</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the road to {0!r} takes at most {1} ({2})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give a random.Random or the dice of each round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {0} needs dice ({1} attacker, {2} defender)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>on a tie here the choices are {0}; got {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the attacker throws {0}, got {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the defender throws {0}, got {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown campaign {0!r}; one of {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>side must be blue or red, got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the attacker needs at least one unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the defender needs at least one unit in the town</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>North Korean supply is a Korea rule</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>air control, Olongapo/Layac, Bataan and Manila are Bataan Retreat rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Manila is an open city: the Allies may not attack the Japanese there</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a retreat into an enemy town is not a landing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} must be a whole number &gt;= 0, got {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>at most {0} units in a town (Positioning of Units); asked {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0!r} is held by the other side</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0!r} is not a MacArthur campaign</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0!r} must be a whole number &gt;= 0, got {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>schema_version must be {0}, got {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not valid TOML: {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>victory 'when' must be one of {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>reserves are for blue or red</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the {0} throws {1} (faces 1-6), got {2}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the battle is decided: apply it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a tie: choose a refight or a retreat first (Retreating; M5)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>more than {0} rounds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0!r} is not open now; choose one of {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0!r} is not an enemy-held town at the end of a road free of attacking units (open: {1}) (Optional Retreating Rule)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>roll the battle until it is decided first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the roll log changed since these dice were thrown: roll the battle again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a town needs a name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>type a new name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no town chosen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a landing area needs a name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot read the file: {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give {{town: [large, small], ...}}, got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give (Large, Small), got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unit counts are whole numbers &gt;= 0, got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>there is no set-up waiting for confirmation (a printed set-up starts one)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0}'s set-up is already confirmed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Japanese allocate their Troop Allocation Grid first, in secret (Bataan Retreat, Starting Forces)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only Bataan Retreat has a Troop Allocation Grid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the grid is filled in before the Allied set-up, which is confirmed ({0})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>confirm the set-up of {0} first (Starting Forces)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>type the card values of at least one pack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no landing area chosen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no side is moving: turn a movement card first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no air strip chosen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no shuffled pack: type the value of the card turned (The Movement Deck)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>empty force; write e.g. large=2,small=1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} must be a whole number, got {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} cannot be negative, got {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0!r} is not key=value (e.g. large=2,small=1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0!r} is not a whole number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown unit size {0!r}; use large= and small=</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a pack is a list of card values</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this pack has {0} cards; {1} given</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the allowance must be a whole number &gt;= 0, got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the pack is set once per campaign, before its first card is turned</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Game Ends card has been turned: the game is over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is {0}'s turn to turn a card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a card shows a whole number 0-{0}, got {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the pack repeats unshuffled: this card should be {0}, not {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only {0} in {1!r} may move (units landed this turn may not)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no such landing area on the board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>units must be a whole number &gt;= 1, got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>takes at most {0} a turn; {1} already landed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>landing costs {0} MP but only {1} MP remain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the next Blue card is the Game Ends card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>enter the number on the card (or define the pack to deal from)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0!r} would hold more than {1} units</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a battle was fought this turn (for {0}): {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Manila is an open city: the Allies may not attack the Japanese there (Bataan Retreat, Manila as an Open City)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no units in {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the units in {0!r} are {1}; it is {2}'s turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>choose at least one unit to move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the destination is the town the units stand in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0!r} holds {1} Large and {2} Small</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>choose at least one unit to land</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the reserves hold {0} Large and {1} Small</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>airborne drops are a New Guinea rule</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only the Allies drop Airborne units, in their own turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no Airborne Infantry unit in the reserves</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>already landed at {0} this turn: one landing area a turn ({1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>takes at most {0} a turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} must be {1}, got {2} ({3})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0}.{1} is missing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the file must hold one JSON object, got {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the position of {0!r} must be [x, y], two finite numbers; got {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the file must hold one JSON object</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no town named {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>there is already a town named {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give a random.Random or the die rolled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the board marks no supply towns (flag 'supply')</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown moment {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0!r} is held by {1}; one side per town</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0!r} would hold {1} units; at most {2}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0!r} does not hold {1} Large and {2} Small</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>finish {0}'s turn first (End turn)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no side is moving</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>fight the {0} for {1} first (units outside an enemy town must fight)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0!r} is not over {1} units</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0!r} must lose exactly {1} of its {2} Large and {3} Small; got {4} Large and {5} Small</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nothing to trace: every hex named already holds its terrain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>there is no colour {0} (the scan has {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown terrain {0!r} for colour {1} (this game's: {2})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown terrain {0!r} (this game's: {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>every colour is left as it is: name at least one with a terrain kind</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nothing to trace: every hex named was traced before (those are kept) or already holds its terrain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this game has no map image to find</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this game has no map image</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>load a map image before calibrating it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the map image is not calibrated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the brush touched no hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} and {1} are not next to each other: a hexside lies between neighbours</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the side between {0} and {1} is not between two map hexes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the {0} is a whole number from {1} to {2} (or left out), got {3!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown hexside feature {0!r} (this game's: {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the brush touched no hexside</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a map file is a JSON object</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not a Table Assistant map file (format must be '{0}')</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>version {0} cannot be read (this version reads {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown field {0} (a map file has {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a map of {0}, not of {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>terrain must be a list of {{hex, terrain}}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>map must be an object (the map's name and numbering)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>calibration must be an object or null, got {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>image_sha256 must be the SHA-256 of the image (64 hex digits), got {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the image it was made on is {0} x {1} pixels, but {2} (the same SHA-256) is {3} x {4}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hexsides must be a list of {{hexes, feature, drm, mp}}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>each entry is {{"hex": ..., "terrain": ...}}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>terrain must be text, got {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hex {0} is listed twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown field {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the file is for a map with {0} {1}; this game's map has {2}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} must be a whole number of pixels, got {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>each entry is {{"hexes": [a, b], "feature": ..., "drm": ..., "mp": ...}}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hexes is a list of two hex numbers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the hexside {0} is listed twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>feature must be text</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown game '{0}' (known: {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown game family '{0}' (known: {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give a dice pool (such as 2d6) or pick a chart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} has no modifier {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>must be a number, not {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>must be from {0:g} to {1:g}{2}, not {3!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>must be an object of rulings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown ruling(s) {0}; known: {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>must be one of {0}, not {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown ship type {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>search reaches 0-{0} zones, got {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give the roll or an rng</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>each attack uses at least 1 point</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} points used but the rating is {1} (each point once)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} attacks need {1} rolls</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown state {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no printed range for {0!r} (known: {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no printed bombardment range for {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a d10 reads 1-10, got {0} (2.4, T1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no printed DRM for carriers: enter one (ruling S5)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rounds start at 1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only the Japanese make Banzai Charges (15.1 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a source is one of {0}, got {1!r} (12.3 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>name the source</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a source uses at least 1 point of a rating of 1 or more</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} points from a rating of {1} (12.3 C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ship type {0!r} has no bombardment range (12.3: {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give the hex the ship fires from</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a {0} has no such step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is at '{1}': no proficiency checks now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is at '{1}': no roll now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is at '{1}': roll first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is at '{1}': no checks now (S1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is at '{1}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>resolve maneuver combat {0} first (12.2.2 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no retreat is owed in {0} (12.0 C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no combat {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>steps lost are 0 or more</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0!r} is not in the stack taking the loss</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} step(s) lost need {1} unit picks (one a step)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no air unit {0!r} on record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} has no mission in {1} this phase (14.2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pair at least one attacker with a target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} has no AA points left this phase (14.4 C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no ship {0!r} on record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is not on an anti-ship mission against the {1} in {2}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} has struck already this phase (9.1 F)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} has fired this phase (14.5)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no side found the other in {0} today: no surface combat there (10.0 A8)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} vs {1}: air-to-air is fought by CAP (14.3 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} attacks once (14.3 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} has no air-to-air rating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is an air unit: AA comes from ships and AA ground units</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is not a Japanese AA unit on Saipan (14.4 D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is not an enemy {1} mission in {2} (14.4 B, D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0!r} is not an enemy ship in {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} {1} strike units on {2}: one on one; the defender's CAP pairs with attackers one to one and extra attackers go through (14.3 A, ruling S9)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} {1} units on {2}: one on one, at most {3} a target with {4} against {5} (14.3 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pick the assaulting units</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} already attacks this turn: assaulting units take no part in maneuver combat (12.2.1 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no enemy unit in {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} SP assault: at most {1} SP move in (12.2.1 B-C{2})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no assaulting unit is left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a proficiency DRM is a referee entry here (difference above 4, T4): enter it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is not {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is a dummy: it cannot assault (15.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} ({1}) is not next to {2} (12.2.1 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is in {1}: US units assault only from invasion hexes (16.3 F)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>US units in {0} may only be attacked by maneuver and bombardment ({1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is already assaulted in {1} (our default: one assault a hex a turn)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the {0} did not fire in this step: the {1} suffers nothing (12.2.2 B-C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an attack uses at least 1 point</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown ship type {0!r} (known: {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>name the target ship</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} {1} is already sunk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a {0} has no printed VPs: enter its VPs damaged and sunk before the roll (ruling S5)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>choose at least one air unit to fire at</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>choose at least one target ship</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the side is 'us' or 'japanese', got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the game ended after turn {0} (16.4 C); undo to play on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nothing changed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give at least one source of bombardment points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no air unit {0!r} on record: a bombarding air unit is one placed on the Fleet tab, flying a ground-attack mission today (9.1.3, 14.2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is not a {1} air unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} flies no ground-attack mission today (9.1.3, 14.2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} bombards with {1} BP (its rating)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no ship {0!r} on record: a bombarding ship is one placed on the Fleet tab (10.0 A9, 12.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is a {1}, not a {2}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is in {1}: only ships in the {2} zone move to the Saipan map to bombard (10.0 A9, ruling S7)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0}: {1} BP already declared + {2} is over its {3} {4}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is listed twice: one line a source per declaration</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no {0} artillery unit {1!r} on the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is {1}, not artillery (12.3 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} bombards with {1} BP (its rating now)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} {1} in {2} is {3} hexes from {4}: range {5} (12.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is in {1}, under assault ({2}): it may bombard only the assaulting units ({3}) (12.2.1 D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pick air units on record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no carrier {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} has room for {1} more full-strength unit(s): two half-strength count one (9.2.1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is not in {1}, where {2} is (9.2.2 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is already aboard {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is in {1}: only from the {2} zone (9.2.2 C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the {0} hold no Saipan airfield (9.2.2 C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no {0} combat {1!r} on record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no such step {0!r} (10.0)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a winner's level is marginal, tactical or strategic, got {0!r} (S3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'{0}' is already ticked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'{0}' is not ticked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no air or naval unit {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is in {1}, which the new chart drops</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the US holds 0-{0} airfields</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0!r} is already on record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pick air or naval units first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pick air or naval units on record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0}: no unit in {1} and no air unit in range of it (14.1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no air unit {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a mission is CAP, anti-ship, ground attack or escort (9.1 F), got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} already flew a mission this phase (9.1 F)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>US air units landed on Saipan are grounded (9.2.2 C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CAP flies only over its own zone, {0} (9.1.1 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only fighters escort strikes (9.1 F)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ground attacks strike Saipan, in the {0} zone (9.1.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is {1} zone(s) from {2}: range {3} (9.1 B-C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the {0} found nothing in {1} today: only zones searched successfully (14.2 A; ground strikes on Saipan need none, 14.2 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pick air units first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no {0} carrier {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} has no room: capacity {1} full-strength units, half when damaged; two half-strength count one (9.2.1, 9.2.2 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>US units enter via {0} (16.3 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a carrier's air unit moves with its carrier (9.2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>already relocated this Air/Naval Phase (14.0 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>on a mission this phase: relocation comes first (10.0 A2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is not next to {1}: one adjacent zone (14.0 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese land-based air units start in {0} (16.1 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} already holds {1} Japanese land-based air units: at most {2} (16.1 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese naval units arrive on turn {0} or later (16.2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese naval reinforcements enter via {0} (16.2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ratings read {0}, three whole numbers, e.g. 6/2/2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a unit is a fighter, a bomber or a ship, got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give the aircraft or ship type (F6F, A6M, CV, DD...)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give the sea zone, or the carrier it flies from</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only carriers carry air units (9.2.1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>type the zones, one a line: 'Zone: neighbour, neighbour'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>name the Saipan Sea Zone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a ship sails in a sea zone, not aboard a carrier</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only carriers (CV, CVL, CVE) carry air units (9.2.1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>line {0} {1!r} does not read 'Zone: neighbour, neighbour'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>line {0}: an empty name between commas</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>both hexes need units</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown ground unit type {0!r} (2.3.3.1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ratings read attack-defence-move/proficiency, e.g. 5-6-8/7</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a proficiency rating is 1-{0} (13.0)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a unit {0!r} is already on record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pick units first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0}: only US units may enter an invasion hex (9.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only {0} ground unit may be in an invasion hex (10.1 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} may not enter a hex held by {1}: only combat clears it (11.0 E)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is inland: US units enter Saipan only by landing from a transport on an invasion beach (16.3 A, D-E), then move; place it off the map to board, or as the referee's correction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is still in {1}: a Banzai Charge succeeds only when every US unit in the hex is destroyed (15.1 C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>US units reach the beach {0} only by landing from a transport, within the day's landing limit (16.3 D-E): board it and land it, or place it as the referee's correction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pick the attacking units</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} already attacks this turn (12.1 C, 12.2.1 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is not a combat that orders retreats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the role is attacker or defender, got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no retreat is owed by the {0} of {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is a dummy: it has no strength to attack (15.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} ({1}) is not next to {2} (12.1 A, C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is already the target of maneuver combat {1}: one declaration a stack; more units may join it only when declared together (12.1.2 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the {0}'s proficiency DRM is a referee entry here (difference above 4, T4): enter it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the {0} did not fire this round: the {1} suffers nothing (12.1.1 C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no retreat is owed from {0} (owed: {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the {0} retreats from {1}: one stack at a time (name its hex)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>units on the map and off it cannot move as one</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pick units waiting off the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Japanese set up before turn 1 begins (16.1 A); a unit entering later is the referee's correction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pick Japanese units</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is on the map in {1}: it moves, it is not set up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0}: US units are placed on no hex before turn 1; they come aboard transports and land on the beaches (16.3 A, C-E: Fleet tab, Board then Land)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0}: only Japanese units hide under force markers (15.2 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only a {0} takes an entered value; 16.4 A prints a {1}'s VPs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>name the carrier that was sunk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no result {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a Banzai Charge is Japanese (15.1 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} {1} is already sunk (16.4 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>16.4 A prints the VPs of a {0}: no value to enter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the S5 toggle counts a {0} as a BB/CV: no value to enter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a {0} has no printed VPs: enter its value (ruling S5)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>choose the points used (14.3 C, 14.4 B, 14.5 D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a proficiency rating is 1-{0}, got {1} (13.0)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no transport {0!r} on record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pick ground units first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} carries {1} ground units; {2} aboard (14.6 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>reinforcements wait for transports in the {0} zone; {1} is in {2} (14.6 G)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give the units and the hexes they land in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is in {1}: passengers land only from the {2} zone (14.6 E)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>end the day's Air/Naval Phase first: transports land after all other air and naval action (14.6 D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} US units landed today; at most {1} (16.3 D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is on Saipan in {1}: only a retreat takes it back aboard (16.3 G)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0!r} is not aboard {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is not an invasion beach: US units land only there (16.3 E)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Saipan Sea Zone {0!r} is not among the zones</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no sea zone {0!r} (zones: {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an air or naval unit needs an id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>side must be 'us' or 'japanese'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>category is one of {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a mission is one of {0} (9.1 F)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>9.1 C prints no range for {0!r}: enter one</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a sea zone needs a name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a ship is {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only transports (AA) carry ground units (14.6 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an air unit is a {0} (9.1 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an air unit is {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is 0 or more</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0}: a zone touches other, named zones</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give the hexes entered, in order</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a stack moves together from one hex (11.0 D); move the others on their own</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>units of both sides cannot move as one stack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} hexes entered need {1} MP entries (TEC, T4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pick units on the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>already in {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} holds enemy units (dummies count): no unit enters it by movement (11.0 E)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is an invasion hex: only US units move there (9.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no way from {0} to {1} round enemy hexes and zones of control (10.2, 11.0 E)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} entered an enemy ZOC in {1} this turn: its move has ended (10.2 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is not next to {1}: a unit never skips a hex (11.0 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is in an enemy ZOC: the move ends there (10.2 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} would spend {1} MP of its {2} (its MA{3}; 11.0 A-B, D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} to {1} is enemy ZOC to enemy ZOC: only from the hex the unit began its turn in (10.2 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no band covers a difference of {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a stack needs at least one unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no unit left to retreat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a retreat is {0} hexes; one that cannot go two stays and loses a step (12.0 C): give no hexes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the retreat must end {0} hexes from {1} (12.0 C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is not next to {1} (11.0 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} holds enemy units: no retreat into it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is an invasion hex: only US units may be there (9.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>must be one of {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no such step {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the game ended with the Turn Record Phase of turn {0} (16.4 C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} step(s) of the sequence of play not done (10.0): {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} ground units in invasion hex {1}: only {2} may be there (10.1 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} SP of {1} units in {2}: the limit is {3} SP (10.1 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>lose at least one step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a unit needs an id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>side must be one of {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>steps must be 1-{0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stacking points are 0 or more</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only the Japanese have dummy counters (15.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no printed VPs for a {0}: enter (hit, sunk) values (ruling S5)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown level {0!r}; the scale is {1} (S3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown result kind {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown side {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a ship result needs the ship's id and type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a result is at least 1 step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only a ship result takes an entered VP value (S5)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an entered VP value is 0 or more (S5)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a level is marginal, tactical or strategic (S3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a Banzai Charge is Japanese (15.1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the table photo's corners are not clicked yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the corners go round the table counter-clockwise on the photo, so it would be drawn mirrored: click them clockwise, top left, top right, bottom right, bottom left as the board shows the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>corner 1 to corner 2 runs along the table's {0} side (the outline clicked is {1:.2f} : 1, the table {2:g} : 1): the first click was another corner, and the photo would be drawn turned and squashed; start at the corner the board shows at its top left and go along the {3} side</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the opacity is a number from 0 (hidden) to 1 (opaque), got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>load a table photo before clicking its corners</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this game has no table photo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this game has no table photo to find</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the {0} corner ({1:.0f}, {2:.0f}) is outside the {3} x {4} photo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give the rolls or an rng</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an enemy-occupied hex may be entered only from an adjacent hex (4.1 E)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} units besides amtracs; the limit is {1} (4.4 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Banzai Charge is allowed once a game (6.3 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a Banzai Charge takes 1-{0} units, got {1} (6.3 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no independent armour or artillery in the first wave (8.0 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the first wave lands at most one Marine unit per amtrac ({0}) (8.0 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the first wave lands all {0} amtracs at once (8.1 D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only infantry or HQ units may charge (6.3 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not within {0} hexes of an HQ unit (6.3 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown relation {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} shots need {1} rolls, got {2}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hits cannot be negative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown unit kind {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>strength cannot be negative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown aspect {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a unit in a bunker, pillbox or coastal defence cannot fire in same-hex combat (4.2.3 D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>front and the hexside must be neighbours of the unit's hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>each unit placed needs an id of its own</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only the US enters reinforcements (4.4 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} units: a reinforcement is a block of at most {1}, amtracs not counted (4.4 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the first wave is amtracs and Marine units: no independent armour or artillery lands with it (8.0 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>amtrac {0} carries one passenger unit (4.4 A, 8.1 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0}: reinforcements land in the water hexes next to the beach (4.4 A), not in {1} ({2})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is not an amtrac</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} carries no passenger (6.2 F)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is not next to the amtrac's hex {1} (6.2 B-C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} holds enemy units: a passenger debarks only into a hex free of them (6.2 C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} needs the hex it lands in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is in {1}, the amtrac in {2}: load in the same hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} already carries a passenger unit (4.4 A, 8.1 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the amtrac is ashore in {0}: a beach assault is made from the water; debark instead (6.2 B-D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is water: a beach assault puts the passenger on land (6.2 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} rides in {1}, which is not landing with it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} must be in its amtrac's hex {1} (6.2 F)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is not next to a beach or pier hex (4.4 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0}: Marines wade ashore onto {1} only once every amtrac is gone; {2} amtrac(s) left (6.2 E, 4.4 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only Japanese units charge (6.3 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is off the map: only units on Betio charge (6.3 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pick at least one unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the units must be of one side ({0})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the units stand in {0}: one unit or one stack acts in an action ({1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Japanese set up first and the US lands after them: check the set-up before the first action (8.1 D, 8.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Japanese first take or decline the hit their hidden unit scored (7.1 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown terrain {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is {1}: only a bunker, pillbox or coastal defence has a printed number or arc (2.2.2.2, 6.1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give the printed number or the arc</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a TEC DRM is between -9 and +9</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the island is cleared on a turn 1-{0} (0: not cleared)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>step losses cannot be negative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the printed number is 1-{0}, got {1} (2.2.2.2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only a pillbox has a marked arc (6.1 A); a bunker fires all round (6.1 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the arc is a hexside 0-5, got {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a movement cost is 0-20 MPs, or -1 for closed; got {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>aim at 'amtracs' or 'outside', not {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>fire from the map is one of {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give at least one firing strength</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a firing strength cannot be negative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown combat kind {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an offshore bombardment is one block of {0} BPs, one die at strength {1} (4.2.2 A-B), not the strengths entered</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a bombardment needs its target hex (4.2.2 B, F)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>firing twice is an optional rule of 4.1 F: turn it on in Game &gt; Rulings first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is not a crew-served weapon (4.1 F)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} has no MA entered: only a 0-MP weapon fires twice (4.1 F)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} has an MA of {1}: only a 0-MP weapon fires twice (4.1 F)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pick {0!r} among the firing units</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} may not fire at {1} (sight or arc): nothing to fire twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>force markers are optional rule 7.1 / 7.3: turn it on in the rulings first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only Japanese units hide under force markers, not {0} (7.1 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no force marker in {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no hit of a hidden unit is waiting (7.1 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} scored no hit waiting for a choice; the hidden firers that hit: {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} rides inside an amtrac: it leaves it by a beach assault or by debarking (6.2 B-D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the units are already in {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>there is already a unit {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the path ends in {0}, not {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} holds enemy units: it may be entered only from a hex next to it (4.1 E)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>opportunity fire answers the opponent's move in the action just before (4.2.4 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the movers may be set only in their start hex or a hex they crossed: {0} (4.2.4 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>opportunity fire is the other side's answer to a move (4.2.4 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>enter the highest roll that reads clear, {0}-{1} (4.2.1 D prints no numbers, T4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} and {1} are next to each other or the same hex: nothing lies between them to block the line (4.2.1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the line {0}-{1} was already ruled {2} by a roll (4.2.1 D); undo to roll again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>re-emplacing is an optional rule of 4.1 F: turn it on in the rulings first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is not a Japanese crew-served weapon (4.1 F)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} was not flipped by a move (4.1 F): only a moved weapon is re-emplaced</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a unit is a record of its fields (id, side, kind, strength ...), not {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a unit has no field {0!r} (its fields: {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is a whole number, not {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not a unit record: {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the set-up is checked (8.3): a unit moves now by an action, or by the referee's correction (Reposition)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0}: the US does not set up on the map; it lands after the Japanese set-up (8.1 D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is water (or not traced, T14): the Japanese set up on Betio (8.3 C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} in {1} ({2}): an eight-inch gun sets up in a coastal defence, pillbox or bunker, never the command bunker (8.3 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give at least one unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>there is already a unit {0!r}: each unit needs an id of its own</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>enter several units off the map, or one unit straight into its hex (8.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give each firing unit its target hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is named twice: each unit fires at one hex (T12)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not JSON: {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>write each firer as unit:hex, not {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give each firing unit its target hex: {{"unit": "hex", ...}} or unit:hex, unit:hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} in a pillbox may not change facing (5.0 E, 6.1 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>turn by at least one hexside</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give the hexes the stack enters, in order (4.1 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the path enters a hex twice; give each hex once</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the move costs {0} MPs; the stack's MA is {1} (4.1 A-B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is off the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is not next to {1}: a unit never skips a hex (4.1 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} holds enemy units: it may be entered only as the one step of a move that starts next to it (4.1 E)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is {1}, which the TEC entries close to movement (T4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown reading {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>first player must be one of {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected schema_version 1 and game 'tarawa'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot read the scenario: {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>outside the landing hexes {0}-{1} (8.1 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not marked as a Red/Green landing beach hex or pier (8.1 B-C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not a beach or pier hex (8.2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>turn {0} is off the track (1-{1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nothing to undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the game is over (turn track ended)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown player {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown action kind {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is the {0} player's action (4.0 A: players alternate)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the first assault wave must land as the first US action of turn 2 (8.0 C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only the US enters reinforcements (4.0 B, 4.4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a d10 reads 1-10 (2.4, T1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} end-of-turn check(s) due for these dice (4.2.5, T2); got {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>during the Banzai Charge the Japanese only move or fight with charging units (6.3 C-D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>during the Banzai Charge only the charging units act (6.3 C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a Banzai Charge takes 1-{0} units (6.3 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no Banzai Charge is under way</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} end-of-turn check(s) are due: give the rolls or an rng</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the first assault wave has already landed (8.0 B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>reinforcements follow the first assault wave (8.1 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>offshore bombardment is a US action (4.2.2 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no offshore bombardment on night turns (4.2.2 C, T8)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no opportunity fire on night turns (4.2.4 H, T8)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>opportunity fire answers the opponent's movement action (4.2.4 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>reinforcements enter only once per turn (4.4 C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is not next to {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pick at least one firing unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the firing units must be of one side</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the firing units stand in {0}: one unit or one stack fires in an action (4.2 play note, 4.2.1 E)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a dummy has no unit under its force marker: it cannot fire (7.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown unit type {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>steps must be 1-{0}, got {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>facing is a hexside 0-5</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ratings cannot be negative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the hexside entered by is 0-5</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stacking points are 0-6, got {0} (3.1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a movement allowance is 0-20 MPs, got {0} (4.1 A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only Japanese units hide under force markers (7.1, 7.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only a US ground unit rides inside an amtrac (6.2 F)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>firepower is at most 99 and proficiency at most 10 (a d10 check, 2.4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>counts cannot be negative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>turns start at 1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown modifier '{0}' (known: {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no row for result {0} (rows cover {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown chart '{0}' for game '{1}' (known: {2})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>modifiers '{0}' and '{1}' are both in group '{2}'; only one can apply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>need a DiceStream or random.Random to roll, not {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dice notation must be text, not {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>at most {0} characters, not {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this roll has no seed and position to replay from</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>die index must be 0-{0}, not {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>too many combinations to work out the odds exactly</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the number of dice must be 0-{0}, not {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dice must have 2-{0} sides, not {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown reader {0!r} (known: {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>clamp low {0} is above high {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a test needs both test_op and test_value</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown test {0!r} (known: {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected {0} dice, got {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a seed is a whole number 0..{0}, not {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown dice stream {0!r} (known: {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a position is a whole number 0..{0:,}{1}, not {2!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>can skip a whole number &gt;= 0 of dice, not {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the dice stream ends at position {0:,}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>too many dice to work out the odds exactly</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} must be a whole number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no dice to keep: a 0-die pool has no keep</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>can keep 1-{0} dice, not {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>keep is only for keep_high / keep_low</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a count needs a face test (face_op and face)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>face_op / face are only for the count reader</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a d{0} shows 1-{1}, not {2!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not a logged roll: {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a perspective correction needs exactly four corners</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a perspective correction needs four corners, each an x and a y</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the corners are too close together</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the rectangle's width : height must be between 0.05 and 20, got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>four corners are needed, each an x and a y</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the corners do not go round the rectangle in order (the outline folds at corner {0}): click them one after the other around its edge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>two corners are only {0:.1f} pixels apart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} clicked hexes: a calibration takes at most {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>click at least three hexes far apart, not all in one column or row (got {0}): two always fit, a third checks them</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the clicked hexes are all in {0}: click one in another {1} so the fit is pinned</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the clicks are all at one spot on the image</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>to find how your printed map is numbered, click at least two hexes in odd {0} and two in even {1} (got {2} and {3})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the fitted hexes are {0:.1f} px across (centre to corner): check the numbers typed for the clicks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} must be a number, got {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} must be a finite number of pixels (at most {1:g}), got {2}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a calibration must be an object</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown field {0} (a calibration has {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>clicks must be a list of {{label, x, y}}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} clicks: a calibration takes at most {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>numbering_differs must be true or false, got {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it numbers the map with {0}, but the {1} map has {2} and the calibration does not say the printed map differs: calibrate again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its clicks fit {0}, not the {1} it stores</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the rectangle's {0} must be a positive number, got {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the click has no position on the image</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the click at ({0:g}, {1:g}) is on no image</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the same hex as {0}: click two different hexes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the clicks fit two numberings ({0}; {1}): click more hexes far apart in other columns and rows</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>each click is {{"label": ..., "x": ..., "y": ...}}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>label must be a hex number as text, got {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>corners must be null or a list of four [x, y]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>aspect (the printed map's width : height) must be null or a number from 0.05 to 20, got {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} must be {1}, got {2}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>three of {0} lie on one line (corners {1}, {2}, {3}): click the four corners in order around the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>each corner is [x, y]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>source and target must be hexes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>radius must be a whole number 0 or more, got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nudge must be 1 or -1, got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a map name is 1-40 lower-case letters, digits and _, got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no such map (known maps: {0})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>missing the [map] table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>first_col is after last_col</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>first_row is after last_row</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>digits4 numbering holds columns and rows up to 99</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dotted numbering holds rows up to 99 (two digits)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a hex number must be text, got {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>off the map: column {0} is outside {1}-{2}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>off the map: row {0} is outside {1}-{2}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>off the map: column {0}, row {1} is outside columns {2}-{3}, rows {4}-{5}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>edge must be north, south, west or east, got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown field(s): {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>missing field(s): {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} must be one of {1}, got {2!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} must be a whole number 0 or more, got {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected column.row with digits only, for example 17.16</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the row after the dot must be two digits (01-99), got {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected four digits, column then row, for example 0528</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected four digits (two for the column, two for the row), got {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the file is over {0:,} bytes, more than is read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the file is {0:,} bytes; at most {1:,} are read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected a whole number, not {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>at most {0} digits, not {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>must be {0}..{1}, not {2}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the document is {0:,} characters; at most {1:,} are read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} is not a number a file may hold</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not UTF-8 text (byte 0x{0:02x} at offset {1}: {2}); save it as UTF-8</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the number {0} is too large</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not valid JSON: {0} at line {1} column {2}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not valid JSON: {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nested more than {0} deep (line {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a town name must be a non-empty text, got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0} must be at least {1}, got {2}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'{0}' must be true or false, not {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this town is already on the board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a road must join two different towns</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>these two towns are already joined by a road</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this landing area is already on the board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no town named {0!r} on the board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a route needs at least one town</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>field 'format' must be {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>field 'version' must be a whole number, not {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>version {0!r} is newer than this app reads ({1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown field(s) {0}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'name' must be text</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'meta' must be an object</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no movement pool named {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only {0} unit(s) in {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the road segments cannot carry all these units this turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>road kind must be solid, dashed or dotted, got {0!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no road joins {0!r} and {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the road {0!r}-&gt;{1!r} runs one way only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'{0}' must be a list, not {1}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>each town needs a 'name'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'flags' must be a list of words</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'zone' must be text</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>each road needs 'from' and 'to'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>each landing area needs 'name', 'town' and 'capacity'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>units must stop outside {0!r} (enemy town) and cannot pass it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the road {0!r}-&gt;{1!r} is closed to this move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>segment {0!r}-{1!r} already carried {2} unit(s) this turn; at most {3} may use it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the move costs {0} MP{1} but only {2} MP remain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no open route (segments full, one-way roads or enemy towns in the way)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the route must start at the origin and end at the goal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the map image is not calibrated: calibrate it first (Game &gt; Calibrate map image…)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the image has no pixels ({0} x {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no hex of the map lies on the image: check the calibration</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the file is {0:,} characters; at most {1:,} are read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no such file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot read it ({0})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nested too deep</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not a file name ({0})</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
