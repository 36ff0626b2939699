<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
    <context>
        <name>AutoTraceDialog</name>
        <message>
            <source>Trace terrain from the scan</source>
            <translation>Gelände aus dem Scan nachzeichnen</translation>
        </message>
        <message numerus="yes">
            <source>The scan's hexes fall into %n colour(s). Name each colour once with the terrain it stands for; the map shows what each hex would get, uncertain hexes hatched in red. Correct single hexes with the brush, then Apply: one step to undo.</source>
            <translation>
                <numerusform>Die Hexfelder des Scans fallen in %n Farbe. Benennen Sie jede Farbe einmal mit dem Gelände, für das sie steht; die Karte zeigt, was jedes Hexfeld bekäme, unsichere Hexfelder rot schraffiert. Einzelne Hexfelder mit dem Pinsel berichtigen, dann Übernehmen: ein Schritt zum Rückgängigmachen.</numerusform>
                <numerusform>Die Hexfelder des Scans fallen in %n Farben. Benennen Sie jede Farbe einmal mit dem Gelände, für das sie steht; die Karte zeigt, was jedes Hexfeld bekäme, unsichere Hexfelder rot schraffiert. Einzelne Hexfelder mit dem Pinsel berichtigen, dann Übernehmen: ein Schritt zum Rückgängigmachen.</numerusform>
            </translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Farbe</translation>
        </message>
        <message>
            <source>Hexes</source>
            <translation>Hexfelder</translation>
        </message>
        <message>
            <source>Uncertain</source>
            <translation>Unsicher</translation>
        </message>
        <message>
            <source>Terrain</source>
            <translation>Gelände</translation>
        </message>
        <message>
            <source>(leave as it is)</source>
            <translation>(so lassen, wie es ist)</translation>
        </message>
        <message>
            <source>Terrain for colour %1</source>
            <translation>Gelände für Farbe %1</translation>
        </message>
        <message>
            <source>Keep the hexes already traced (by hand or before)</source>
            <translation>Schon nachgezeichnete Hexfelder behalten (von Hand oder früher)</translation>
        </message>
        <message>
            <source>Correct with the brush…</source>
            <translation>Mit dem Pinsel berichtigen…</translation>
        </message>
        <message>
            <source>Open the trace brush: while this window is open, a stroke changes the preview, not the record</source>
            <translation>Den Pinsel öffnen: solange dieses Fenster offen ist, ändert ein Strich die Vorschau, nicht die Aufzeichnung</translation>
        </message>
        <message numerus="yes">
            <source>%n hex(es) lie mostly off the scan and are not classified.</source>
            <translation>
                <numerusform>%n Hexfeld liegt größtenteils außerhalb des Scans und wird nicht eingeordnet.</numerusform>
                <numerusform>%n Hexfelder liegen größtenteils außerhalb des Scans und werden nicht eingeordnet.</numerusform>
            </translation>
        </message>
        <message>
            <source>The map image's calibration changed: Trace terrain from the scan closed without tracing; open it again.</source>
            <translation>Die Kalibrierung des Kartenbilds hat sich geändert: „Gelände aus dem Scan nachzeichnen“ wurde ohne Nachzeichnen geschlossen; bitte erneut öffnen.</translation>
        </message>
        <message>
            <source>Would be traced: %1</source>
            <translation>Würde nachgezeichnet: %1</translation>
        </message>
        <message>
            <source>Uncertain (under %1% of its colour): check it</source>
            <translation>Unsicher (unter %1% seiner Farbe): bitte prüfen</translation>
        </message>
        <message numerus="yes">
            <source>Apply traces %n hex(es).</source>
            <translation>
                <numerusform>Übernehmen zeichnet %n Hexfeld nach.</numerusform>
                <numerusform>Übernehmen zeichnet %n Hexfelder nach.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n of them uncertain (hatched): check them.</source>
            <translation>
                <numerusform>%n davon unsicher (schraffiert): bitte prüfen.</numerusform>
                <numerusform>%n davon unsicher (schraffiert): bitte prüfen.</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing to trace yet: name a colour with a terrain kind.</source>
            <translation>Noch nichts nachzuzeichnen: benennen Sie eine Farbe mit einer Geländeart.</translation>
        </message>
        <message numerus="yes">
            <source>Discard the %n hex(es) corrected with the brush? Nothing is traced.</source>
            <translation>
                <numerusform>Das %n mit dem Pinsel berichtigte Hexfeld verwerfen? Es wird nichts nachgezeichnet.</numerusform>
                <numerusform>Die %n mit dem Pinsel berichtigten Hexfelder verwerfen? Es wird nichts nachgezeichnet.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>BataanBoard</name>
        <message numerus="yes">
            <source>%n figure(s)</source>
            <translation>
                <numerusform>%n Figur</numerusform>
                <numerusform>%n Figuren</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n figure(s) %1"</source>
            <translation>
                <numerusform>%n Figur %1" bewegen</numerusform>
                <numerusform>%n Figuren %1" bewegen</numerusform>
            </translation>
        </message>
        <message>
            <source>No wound</source>
            <translation>Unverwundet</translation>
        </message>
        <message>
            <source>Light wound</source>
            <translation>Leicht verwundet</translation>
        </message>
        <message>
            <source>Serious wound</source>
            <translation>Schwer verwundet</translation>
        </message>
        <message>
            <source>Dead</source>
            <translation>Tot</translation>
        </message>
        <message>
            <source>officer</source>
            <translation>Offizier</translation>
        </message>
        <message>
            <source>flag bearer</source>
            <translation>Fahnenträger</translation>
        </message>
        <message>
            <source>sniper</source>
            <translation>Scharfschütze</translation>
        </message>
        <message>
            <source>rifleman</source>
            <translation>Schütze</translation>
        </message>
        <message>
            <source>bar</source>
            <translation>BAR</translation>
        </message>
        <message>
            <source>tommy gun</source>
            <translation>Thompson-MP</translation>
        </message>
        <message>
            <source>mg30 crew</source>
            <translation>MG-.30-Bedienung</translation>
        </message>
        <message>
            <source>pistol</source>
            <translation>Pistole</translation>
        </message>
        <message>
            <source>knee mortar</source>
            <translation>Kniemörser</translation>
        </message>
        <message>
            <source>tank</source>
            <translation>Panzer</translation>
        </message>
        <message>
            <source>line</source>
            <translation>Linie</translation>
        </message>
        <message>
            <source>column</source>
            <translation>Kolonne</translation>
        </message>
        <message>
            <source>wedge</source>
            <translation>Keil</translation>
        </message>
        <message>
            <source>Swamp</source>
            <translation>Sumpf</translation>
        </message>
        <message>
            <source>Clearing</source>
            <translation>Lichtung</translation>
        </message>
        <message>
            <source>Entrenchment</source>
            <translation>Stellung</translation>
        </message>
        <message>
            <source>Road</source>
            <translation>Straße</translation>
        </message>
        <message>
            <source>Path</source>
            <translation>Pfad</translation>
        </message>
        <message>
            <source>Stream</source>
            <translation>Bach</translation>
        </message>
        <message>
            <source>River</source>
            <translation>Fluss</translation>
        </message>
        <message>
            <source>Bridge</source>
            <translation>Brücke</translation>
        </message>
        <message>
            <source>Japanese</source>
            <translation>Japaner</translation>
        </message>
        <message>
            <source>American</source>
            <translation>Amerikaner</translation>
        </message>
        <message>
            <source>light</source>
            <translation>leicht</translation>
        </message>
        <message>
            <source>serious</source>
            <translation>schwer</translation>
        </message>
        <message>
            <source>dead</source>
            <translation>tot</translation>
        </message>
        <message>
            <source>Load table file…</source>
            <translation>Tischdatei laden…</translation>
        </message>
        <message>
            <source>Replace the table by a table file (undoable)</source>
            <translation>Den Tisch durch eine Tischdatei ersetzen (rückgängig machbar)</translation>
        </message>
        <message>
            <source>Save table file…</source>
            <translation>Tischdatei speichern…</translation>
        </message>
        <message>
            <source>Write the table as a table file</source>
            <translation>Den Tisch als Tischdatei schreiben</translation>
        </message>
        <message>
            <source>Show command circles</source>
            <translation>Befehlskreise zeigen</translation>
        </message>
        <message>
            <source>6" circles round Japanese leaders; out of command ringed red</source>
            <translation>6"-Kreise um japanische Führer; außer Befehl rot umrandet</translation>
        </message>
        <message>
            <source>Show sight line</source>
            <translation>Sichtlinie zeigen</translation>
        </message>
        <message>
            <source>The sight line between the first two selected figures (B4)</source>
            <translation>Die Sichtlinie zwischen den ersten beiden gewählten Figuren (B4)</translation>
        </message>
        <message>
            <source>Blast template</source>
            <translation>Sprengschablone</translation>
        </message>
        <message>
            <source>A blast template that follows the mouse and lists who it catches</source>
            <translation>Eine Sprengschablone, die der Maus folgt und zeigt, wen sie erfasst</translation>
        </message>
        <message>
            <source>Blast template 2" (B13) instead of 3" (B12)</source>
            <translation>Sprengschablone 2" (B13) statt 3" (B12)</translation>
        </message>
        <message>
            <source>Show contacts</source>
            <translation>Kontakte zeigen</translation>
        </message>
        <message>
            <source>Enemy bases touching (B27): melee</source>
            <translation>Feindliche Basen berühren sich (B27): Nahkampf</translation>
        </message>
        <message>
            <source>Show reachable area</source>
            <translation>Reichweite zeigen</translation>
        </message>
        <message>
            <source>Where the selected figure can walk (filled) or run (dashed)</source>
            <translation>Wohin die gewählte Figur gehen (gefüllt) oder laufen (gestrichelt) kann</translation>
        </message>
        <message>
            <source>Show legend</source>
            <translation>Legende zeigen</translation>
        </message>
        <message>
            <source>Grid: none / 6" / 12"</source>
            <translation>Raster: keins / 6" / 12"</translation>
        </message>
        <message>
            <source>Fit table</source>
            <translation>Tisch einpassen</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation>Vergrößern</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation>Verkleinern</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Löschen</translation>
        </message>
        <message>
            <source>Delete the selected figures or terrain</source>
            <translation>Die gewählten Figuren oder das Gelände löschen</translation>
        </message>
        <message>
            <source>Mark the selected figures: %1 (B14)</source>
            <translation>Die gewählten Figuren markieren: %1 (B14)</translation>
        </message>
        <message>
            <source>Revealed (on the table)</source>
            <translation>Aufgedeckt (auf dem Tisch)</translation>
        </message>
        <message>
            <source>Americans: revealed or hidden (B15)</source>
            <translation>Amerikaner: aufgedeckt oder verdeckt (B15)</translation>
        </message>
        <message>
            <source>Entrenched</source>
            <translation>Verschanzt</translation>
        </message>
        <message>
            <source>Americans: in an entrenchment (-1 on the wound chart, B14)</source>
            <translation>Amerikaner: in einer Stellung (-1 auf der Verwundungstabelle, B14)</translation>
        </message>
        <message>
            <source>Remove from the table</source>
            <translation>Vom Tisch nehmen</translation>
        </message>
        <message>
            <source>Take the selected figures off the table</source>
            <translation>Die gewählten Figuren vom Tisch nehmen</translation>
        </message>
        <message>
            <source>Record move along the ruler</source>
            <translation>Bewegung entlang des Maßbands festhalten</translation>
        </message>
        <message>
            <source>Move the ruler's figure to its end through the waypoints and record the move (B7)</source>
            <translation>Die Figur des Maßbands über die Wegpunkte an sein Ende bewegen und die Bewegung festhalten (B7)</translation>
        </message>
        <message>
            <source>Grid: %1"</source>
            <translation>Raster: %1"</translation>
        </message>
        <message>
            <source>Grid off</source>
            <translation>Raster aus</translation>
        </message>
        <message>
            <source>Wounds (B14)</source>
            <translation>Verwundungen (B14)</translation>
        </message>
        <message>
            <source>Table tools</source>
            <translation>Tischwerkzeuge</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>%1 (line)</source>
            <translation>%1 (Linie)</translation>
        </message>
        <message>
            <source>%1 (area)</source>
            <translation>%1 (Fläche)</translation>
        </message>
        <message>
            <source>" wide</source>
            <translation>" breit</translation>
        </message>
        <message>
            <source> Kind </source>
            <translation> Art </translation>
        </message>
        <message>
            <source>unit </source>
            <translation>Einheit </translation>
        </message>
        <message>
            <source>Whole platoon / squad</source>
            <translation>Ganzer Zug / Trupp</translation>
        </message>
        <message>
            <source> figures</source>
            <translation> Figuren</translation>
        </message>
        <message>
            <source>" apart</source>
            <translation>" Abstand</translation>
        </message>
        <message>
            <source>Load table file %1</source>
            <translation>Tischdatei %1 laden</translation>
        </message>
        <message>
            <source>The stored table cannot be read</source>
            <translation>Der gespeicherte Tisch ist nicht lesbar</translation>
        </message>
        <message>
            <source>%1
An empty table is shown instead.</source>
            <translation>%1
Stattdessen wird ein leerer Tisch gezeigt.</translation>
        </message>
        <message>
            <source>Not changed</source>
            <translation>Nicht geändert</translation>
        </message>
        <message>
            <source>lightly wounded</source>
            <translation>leicht verwundet</translation>
        </message>
        <message>
            <source>seriously wounded</source>
            <translation>schwer verwundet</translation>
        </message>
        <message>
            <source>Selected: %1, %2 %3, %4%5.</source>
            <translation>Gewählt: %1, %2 %3, %4%5.</translation>
        </message>
        <message>
            <source>Also selected: %1.</source>
            <translation>Außerdem gewählt: %1.</translation>
        </message>
        <message numerus="yes">
            <source>Also selected: %n more figure(s).</source>
            <translation>
                <numerusform>Außerdem gewählt: %n weitere Figur.</numerusform>
                <numerusform>Außerdem gewählt: %n weitere Figuren.</numerusform>
            </translation>
        </message>
        <message>
            <source>No figure selected.</source>
            <translation>Keine Figur gewählt.</translation>
        </message>
        <message>
            <source>Range from %1 to %2: %3 inches.</source>
            <translation>Entfernung von %1 bis %2: %3 Zoll.</translation>
        </message>
        <message>
            <source>Sight from %1 to %2: clear.</source>
            <translation>Sicht von %1 auf %2: frei.</translation>
        </message>
        <message>
            <source>Sight from %1 to %2: blocked.</source>
            <translation>Sicht von %1 auf %2: blockiert.</translation>
        </message>
        <message>
            <source>Too close to call (B28).</source>
            <translation>Zu knapp zum Entscheiden (B28).</translation>
        </message>
        <message numerus="yes">
            <source>%n visible target(s); the nearest is %1 at %2 inches.</source>
            <translation>
                <numerusform>%n sichtbares Ziel; das nächste ist %1 in %2 Zoll.</numerusform>
                <numerusform>%n sichtbare Ziele; das nächste ist %1 in %2 Zoll.</numerusform>
            </translation>
        </message>
        <message>
            <source>No visible target.</source>
            <translation>Kein sichtbares Ziel.</translation>
        </message>
        <message numerus="yes">
            <source>Blast template of %1 inches at (%2, %3): %n caught</source>
            <translation>
                <numerusform>Sprengschablone von %1 Zoll bei (%2, %3): %n erfasst</numerusform>
                <numerusform>Sprengschablone von %1 Zoll bei (%2, %3): %n erfasst</numerusform>
            </translation>
        </message>
        <message>
            <source>the ruler's end</source>
            <translation>das Ende des Maßbands</translation>
        </message>
        <message>
            <source>Ruler from %1 to %2: %3 inches.</source>
            <translation>Maßband von %1 bis %2: %3 Zoll.</translation>
        </message>
        <message numerus="yes">
            <source>%n figure(s) out of command (ringed red).</source>
            <translation>
                <numerusform>%n Figur außer Befehl (rot umrandet).</numerusform>
                <numerusform>%n Figuren außer Befehl (rot umrandet).</numerusform>
            </translation>
        </message>
        <message>
            <source>The table</source>
            <translation>Der Tisch</translation>
        </message>
        <message>
            <source>Selected: %1</source>
            <translation>Gewählt: %1</translation>
        </message>
        <message>
            <source>Move outside the movement phases</source>
            <translation>Bewegung außerhalb der Bewegungsphasen</translation>
        </message>
        <message>
            <source>It is not a movement phase (now: %1), so this move follows no movement rule. Record it as a correction?</source>
            <translation>Dies ist keine Bewegungsphase (jetzt: %1), also folgt diese Bewegung keiner Bewegungsregel. Als Korrektur festhalten?</translation>
        </message>
        <message>
            <source>Record as a &amp;correction</source>
            <translation>Als &amp;Korrektur festhalten</translation>
        </message>
        <message>
            <source>Figures not changed</source>
            <translation>Figuren nicht geändert</translation>
        </message>
        <message>
            <source>Select the figures first.</source>
            <translation>Erst die Figuren wählen.</translation>
        </message>
        <message>
            <source>No thrower</source>
            <translation>Kein Werfer</translation>
        </message>
        <message>
            <source>Select the figure who throws, then click where it lands.</source>
            <translation>Die werfende Figur wählen, dann klicken, wo die Handgranate landet.</translation>
        </message>
        <message>
            <source>Banzai runs (VI.D)</source>
            <translation>Banzai-Läufe (VI.D)</translation>
        </message>
        <message>
            <source>Figures not placed</source>
            <translation>Figuren nicht aufgestellt</translation>
        </message>
        <message>
            <source>one figure</source>
            <translation>eine Figur</translation>
        </message>
        <message numerus="yes">
            <source>Place %n Japanese (%1, %2)</source>
            <translation>
                <numerusform>%n Japaner aufstellen (%1, %2)</numerusform>
                <numerusform>%n Japaner aufstellen (%1, %2)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Place %n American(s) (%1, %2)</source>
            <translation>
                <numerusform>%n Amerikaner aufstellen (%1, %2)</numerusform>
                <numerusform>%n Amerikaner aufstellen (%1, %2)</numerusform>
            </translation>
        </message>
        <message>
            <source>Delete %1</source>
            <translation>%1 löschen</translation>
        </message>
        <message numerus="yes">
            <source>Delete %n figure(s)</source>
            <translation>
                <numerusform>%n Figur löschen</numerusform>
                <numerusform>%n Figuren löschen</numerusform>
            </translation>
        </message>
        <message>
            <source>Loading a table file</source>
            <translation>Tischdatei wird geladen</translation>
        </message>
        <message>
            <source>Reading %1…</source>
            <translation>Lese %1…</translation>
        </message>
        <message>
            <source>Table file not loaded</source>
            <translation>Tischdatei nicht geladen</translation>
        </message>
        <message>
            <source>%1
Nothing was changed.</source>
            <translation>%1
Nichts wurde geändert.</translation>
        </message>
        <message>
            <source>Loading %1 cancelled: nothing was changed</source>
            <translation>Laden von %1 abgebrochen: nichts wurde geändert</translation>
        </message>
        <message>
            <source>Loaded %1 (repaired: %2)</source>
            <translation>%1 geladen (repariert: %2)</translation>
        </message>
        <message>
            <source>Loaded %1</source>
            <translation>%1 geladen</translation>
        </message>
        <message>
            <source>Table file not saved</source>
            <translation>Tischdatei nicht gespeichert</translation>
        </message>
        <message>
            <source>Saved the table to %1</source>
            <translation>Tisch nach %1 gespeichert</translation>
        </message>
        <message>
            <source>Load a table file</source>
            <translation>Eine Tischdatei laden</translation>
        </message>
        <message>
            <source>Table file (*.json);;All files (*)</source>
            <translation>Tischdatei (*.json);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Save the table file</source>
            <translation>Die Tischdatei speichern</translation>
        </message>
        <message>
            <source>Table file (*.json)</source>
            <translation>Tischdatei (*.json)</translation>
        </message>
        <message>
            <source>Referee</source>
            <translation>Schiedsrichter</translation>
        </message>
        <message>
            <source>Move %1 %2"</source>
            <translation>%1 %2" bewegen</translation>
        </message>
        <message>
            <source>Move %1</source>
            <translation>%1 bewegen</translation>
        </message>
        <message>
            <source>Move cancelled: nothing changed</source>
            <translation>Bewegung abgebrochen: nichts geändert</translation>
        </message>
        <message>
            <source>Move cancelled</source>
            <translation>Bewegung abgebrochen</translation>
        </message>
        <message>
            <source>Move refused</source>
            <translation>Bewegung abgelehnt</translation>
        </message>
        <message>
            <source>refused</source>
            <translation>abgelehnt</translation>
        </message>
        <message>
            <source>Move refused: %1 (nothing changed)</source>
            <translation>Bewegung abgelehnt: %1 (nichts geändert)</translation>
        </message>
        <message>
            <source>Move refused: %1</source>
            <translation>Bewegung abgelehnt: %1</translation>
        </message>
        <message>
            <source>Walk or run? (B28)</source>
            <translation>Gehen oder laufen? (B28)</translation>
        </message>
        <message>
            <source>%1: the move costs %2", within the margin of the 4" walk.
Walk: half dice this turn. Run: no fire or grenade (B8).</source>
            <translation>%1: die Bewegung kostet %2", innerhalb der Toleranz der 4" Gehen.
Gehen: halbe Würfel in dieser Runde. Laufen: kein Feuer und keine Handgranate (B8).</translation>
        </message>
        <message>
            <source>Walk</source>
            <translation>Gehen</translation>
        </message>
        <message>
            <source>Run</source>
            <translation>Laufen</translation>
        </message>
        <message>
            <source>Referee panel</source>
            <translation>Schiedsrichterfeld</translation>
        </message>
        <message>
            <source>The turn sequence, the steps of the phase and their results</source>
            <translation>Der Rundenablauf, die Schritte der Phase und ihre Ergebnisse</translation>
        </message>
        <message>
            <source>Show the referee panel</source>
            <translation>Schiedsrichter-Leiste zeigen</translation>
        </message>
        <message>
            <source>Fold the referee panel away to give the table the room (Ctrl+Shift+J)</source>
            <translation>Die Schiedsrichter-Leiste einklappen, damit der Tisch Platz hat (Strg+Umschalt+J)</translation>
        </message>
        <message>
            <source>officer (star)</source>
            <translation>Offizier (Stern)</translation>
        </message>
        <message>
            <source>flag bearer (flag)</source>
            <translation>Fahnenträger (Fahne)</translation>
        </message>
        <message>
            <source>sniper (cross-hair)</source>
            <translation>Scharfschütze (Fadenkreuz)</translation>
        </message>
        <message>
            <source>BAR (B)</source>
            <translation>BAR (B)</translation>
        </message>
        <message>
            <source>Tommy gun (T)</source>
            <translation>Thompson-MP (T)</translation>
        </message>
        <message>
            <source>.30 MG (MG)</source>
            <translation>.30 MG (MG)</translation>
        </message>
        <message>
            <source>knee mortar (M)</source>
            <translation>Kniemörser (M)</translation>
        </message>
        <message>
            <source>pistol (P)</source>
            <translation>Pistole (P)</translation>
        </message>
        <message>
            <source>tank (its 2.4" x 1.2" base)</source>
            <translation>Panzer (seine Base 2,4" x 1,2")</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>%1, weapon %2</source>
            <translation>%1, Waffe %2</translation>
        </message>
        <message>
            <source>wounds: %1</source>
            <translation>Verwundungen: %1</translation>
        </message>
        <message>
            <source>revealed</source>
            <translation>aufgedeckt</translation>
        </message>
        <message>
            <source>hidden (dashed rim, B15)</source>
            <translation>verdeckt (gestrichelter Rand, B15)</translation>
        </message>
        <message>
            <source>entrenched</source>
            <translation>verschanzt</translation>
        </message>
        <message>
            <source>at (%1, %2)"</source>
            <translation>bei (%1, %2)"</translation>
        </message>
        <message>
            <source>Next figure</source>
            <translation>Nächste Figur</translation>
        </message>
        <message>
            <source>Select the next figure on the table (by id)</source>
            <translation>Die nächste Figur auf dem Tisch wählen (nach Kennung)</translation>
        </message>
        <message>
            <source>Previous figure</source>
            <translation>Vorige Figur</translation>
        </message>
        <message>
            <source>Select the previous figure on the table (by id)</source>
            <translation>Die vorige Figur auf dem Tisch wählen (nach Kennung)</translation>
        </message>
        <message>
            <source>Select the figure to the left</source>
            <translation>Die Figur links wählen</translation>
        </message>
        <message>
            <source>Select the figure to the right</source>
            <translation>Die Figur rechts wählen</translation>
        </message>
        <message>
            <source>Select the figure above</source>
            <translation>Die Figur darüber wählen</translation>
        </message>
        <message>
            <source>Select the figure below</source>
            <translation>Die Figur darunter wählen</translation>
        </message>
        <message>
            <source>The nearest figure in the arrow's direction</source>
            <translation>Die nächste Figur in Pfeilrichtung</translation>
        </message>
        <message>
            <source>Select all of the platoon or squad</source>
            <translation>Den ganzen Zug oder Trupp wählen</translation>
        </message>
        <message>
            <source>Every figure of the selected figure's platoon (Japanese) or squad (American)</source>
            <translation>Jede Figur des Zugs (Japaner) oder Trupps (Amerikaner) der gewählten Figur</translation>
        </message>
        <message>
            <source>Select all of the side</source>
            <translation>Die ganze Seite wählen</translation>
        </message>
        <message>
            <source>Every figure of the selected figure's side</source>
            <translation>Jede Figur der Seite der gewählten Figur</translation>
        </message>
        <message>
            <source>Find figure…</source>
            <translation>Figur suchen…</translation>
        </message>
        <message>
            <source>Select a figure by its id or name and show it</source>
            <translation>Eine Figur nach Kennung oder Name wählen und zeigen</translation>
        </message>
        <message>
            <source>Zoom to the selection</source>
            <translation>Auf die Auswahl zoomen</translation>
        </message>
        <message>
            <source>Show the selected figures as large as they fit</source>
            <translation>Die gewählten Figuren so groß wie möglich zeigen</translation>
        </message>
        <message>
            <source>Zoom to a rectangle</source>
            <translation>Auf ein Rechteck zoomen</translation>
        </message>
        <message>
            <source>Drag a rectangle on the table to show it as large as it fits</source>
            <translation>Ein Rechteck auf dem Tisch aufziehen, um es so groß wie möglich zu zeigen</translation>
        </message>
        <message>
            <source>Fold or open the legend</source>
            <translation>Legende ein- oder ausklappen</translation>
        </message>
        <message>
            <source>The legend in the table's corner: folded to its tab or open (it folds by itself while figures are under it)</source>
            <translation>Die Legende in der Tischecke: zu ihrem Reiter eingeklappt oder offen (sie klappt von selbst ein, solange Figuren darunter stehen)</translation>
        </message>
        <message>
            <source>Figure menu</source>
            <translation>Figurenmenü</translation>
        </message>
        <message>
            <source>The selected figures' menu (wounds, revealed, entrenched, remove)</source>
            <translation>Das Menü der gewählten Figuren (Verwundungen, aufgedeckt, verschanzt, entfernen)</translation>
        </message>
        <message>
            <source>Measure from the selected figure</source>
            <translation>Von der gewählten Figur messen</translation>
        </message>
        <message>
            <source>A ruler from the first selected figure to the second (or 6" ahead)</source>
            <translation>Ein Maßband von der ersten gewählten Figur zur zweiten (oder 6" voraus)</translation>
        </message>
        <message>
            <source>Fire with the selection…</source>
            <translation>Mit der Auswahl feuern…</translation>
        </message>
        <message>
            <source>The Fire dialog for the selected firers (and target)</source>
            <translation>Der Feuer-Dialog für die gewählten Schützen (und das Ziel)</translation>
        </message>
        <message>
            <source>Throw a grenade at the blast template…</source>
            <translation>Handgranate auf die Sprengschablone werfen…</translation>
        </message>
        <message>
            <source>The Grenade dialog for the selected thrower, landing where the blast template lies (or at the target)</source>
            <translation>Der Handgranaten-Dialog für den gewählten Werfer, Landepunkt an der Sprengschablone (oder am Ziel)</translation>
        </message>
        <message>
            <source>Nothing selected</source>
            <translation>Nichts gewählt</translation>
        </message>
        <message>
            <source>Select a figure of the platoon or squad first.</source>
            <translation>Erst eine Figur des Zugs oder Trupps wählen.</translation>
        </message>
        <message>
            <source>Select a figure of the side first.</source>
            <translation>Erst eine Figur der Seite wählen.</translation>
        </message>
        <message>
            <source>Find figure</source>
            <translation>Figur suchen</translation>
        </message>
        <message>
            <source>Figure id or name (for example JP1-2 or officer):</source>
            <translation>Kennung oder Name der Figur (zum Beispiel JP1-2 oder Offizier):</translation>
        </message>
        <message>
            <source>No such figure</source>
            <translation>Keine solche Figur</translation>
        </message>
        <message>
            <source>No figure's id or name holds "%1".</source>
            <translation>Keine Kennung und kein Name einer Figur enthält „%1“.</translation>
        </message>
        <message>
            <source>Select the figure to measure from.</source>
            <translation>Die Figur wählen, von der aus gemessen wird.</translation>
        </message>
        <message>
            <source>%1 not reshaped</source>
            <translation>%1 nicht umgeformt</translation>
        </message>
        <message>
            <source>Reshape %1</source>
            <translation>%1 umformen</translation>
        </message>
        <message>
            <source>Move not recorded</source>
            <translation>Bewegung nicht festgehalten</translation>
        </message>
        <message>
            <source>Measure from a figure first: drag the ruler from it (2 or right drag).</source>
            <translation>Erst von einer Figur messen: das Maßband von ihr ziehen (2 oder Rechtsziehen).</translation>
        </message>
        <message>
            <source>%1 has already moved this turn (%2).</source>
            <translation>%1 hat sich in dieser Runde schon bewegt (%2).</translation>
        </message>
        <message>
            <source>the path costs %1"</source>
            <translation>der Weg kostet %1"</translation>
        </message>
        <message>
            <source>%1: %2 (B7). Nothing was changed.</source>
            <translation>%1: %2 (B7). Nichts wurde geändert.</translation>
        </message>
        <message>
            <source>%1 not kept</source>
            <translation>%1 nicht behalten</translation>
        </message>
        <message>
            <source>Draw %1</source>
            <translation>%1 zeichnen</translation>
        </message>
        <message numerus="yes">
            <source>%n figure(s) selected: %1</source>
            <translation>
                <numerusform>%n Figur gewählt: %1</numerusform>
                <numerusform>%n Figuren gewählt: %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>BataanDialogs</name>
        <message numerus="yes">
            <source>Also list the %n figure(s) that do not move</source>
            <translation>
                <numerusform>Auch die %n Figur auflisten, die sich nicht bewegt</numerusform>
                <numerusform>Auch die %n Figuren auflisten, die sich nicht bewegen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n end(s) in base contact (melee).</source>
            <translation>
                <numerusform>%n Ende in Basenkontakt (Nahkampf).</numerusform>
                <numerusform>%n Enden in Basenkontakt (Nahkampf).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n without a run (listed under the tick box below the runs).</source>
            <translation>
                <numerusform>%n ohne Lauf (unter dem Kästchen unter den Läufen aufgeführt).</numerusform>
                <numerusform>%n ohne Lauf (unter dem Kästchen unter den Läufen aufgeführt).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n run(s) ticked;</source>
            <translation>
                <numerusform>%1 von %n Lauf angehakt;</numerusform>
                <numerusform>%1 von %n Läufen angehakt;</numerusform>
            </translation>
        </message>
        <message>
            <source>Roll</source>
            <translation>Würfeln</translation>
        </message>
        <message>
            <source>Not allowed: %1</source>
            <translation>Nicht erlaubt: %1</translation>
        </message>
        <message>
            <source>Fire: %1</source>
            <translation>Feuer: %1</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Ziel</translation>
        </message>
        <message>
            <source>No visible target.</source>
            <translation>Kein sichtbares Ziel.</translation>
        </message>
        <message>
            <source>Knee mortar: %1</source>
            <translation>Kniemörser: %1</translation>
        </message>
        <message>
            <source>Grenade: %1</source>
            <translation>Handgranate: %1</translation>
        </message>
        <message>
            <source>Throw</source>
            <translation>Werfen</translation>
        </message>
        <message>
            <source>Knee mortar (12")</source>
            <translation>Kniemörser (12")</translation>
        </message>
        <message>
            <source>Landing point x</source>
            <translation>Landepunkt x</translation>
        </message>
        <message>
            <source>Landing point y</source>
            <translation>Landepunkt y</translation>
        </message>
        <message>
            <source>Snipers (B16)</source>
            <translation>Scharfschützen (B16)</translation>
        </message>
        <message>
            <source>Sniper fires</source>
            <translation>Scharfschütze feuert</translation>
        </message>
        <message>
            <source>Americans look for him (5-6)</source>
            <translation>Amerikaner suchen ihn (5-6)</translation>
        </message>
        <message>
            <source>Philippine Scouts look (3-6)</source>
            <translation>Philippine Scouts suchen (3-6)</translation>
        </message>
        <message>
            <source>Sniper</source>
            <translation>Scharfschütze</translation>
        </message>
        <message>
            <source>Spotting</source>
            <translation>Aufklären</translation>
        </message>
        <message>
            <source>Look for him</source>
            <translation>Nach ihm suchen</translation>
        </message>
        <message>
            <source>Spotting: only on a turn he fired (B16)</source>
            <translation>Aufklären: nur in einer Runde, in der er gefeuert hat (B16)</translation>
        </message>
        <message>
            <source>Confirm</source>
            <translation>Bestätigen</translation>
        </message>
        <message>
            <source>Record move: %1</source>
            <translation>Bewegung festhalten: %1</translation>
        </message>
        <message>
            <source>Record</source>
            <translation>Festhalten</translation>
        </message>
        <message>
            <source>walk (4", half dice after)</source>
            <translation>gehen (4", danach halbe Würfel)</translation>
        </message>
        <message>
            <source>run (8", no fire after)</source>
            <translation>laufen (8", danach kein Feuer)</translation>
        </message>
        <message>
            <source>crawl (2", seriously wounded Americans)</source>
            <translation>kriechen (2", schwer verwundete Amerikaner)</translation>
        </message>
        <message>
            <source>" used</source>
            <translation>" verbraucht</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Art</translation>
        </message>
        <message>
            <source>Distance (terrain-weighted)</source>
            <translation>Entfernung (nach Gelände gewichtet)</translation>
        </message>
        <message>
            <source>Records how each figure moved this turn (III, B7, B8).</source>
            <translation>Hält fest, wie sich jede Figur in dieser Runde bewegt hat (III, B7, B8).</translation>
        </message>
        <message>
            <source>Walk: half dice; run: no fire or grenade; crawl counts as a walk (B24).</source>
            <translation>Gehen: halbe Würfel; Laufen: kein Feuer und keine Handgranate; Kriechen zählt als Gehen (B24).</translation>
        </message>
        <message>
            <source>Banzai moves (VI.D)</source>
            <translation>Banzai-Bewegungen (VI.D)</translation>
        </message>
        <message>
            <source>Apply the ticked runs</source>
            <translation>Die angehakten Läufe ausführen</translation>
        </message>
        <message>
            <source>Proposed Banzai runs</source>
            <translation>Vorgeschlagene Banzai-Läufe</translation>
        </message>
        <message>
            <source>, ends in base contact</source>
            <translation>, endet in Basenkontakt</translation>
        </message>
        <message>
            <source>%1 runs at %2: %3 (%4)</source>
            <translation>%1 läuft auf %2: %3 (%4)</translation>
        </message>
        <message>
            <source>%1 does not move: %2</source>
            <translation>%1 bewegt sich nicht: %2</translation>
        </message>
        <message>
            <source>Runs</source>
            <translation>Läufe</translation>
        </message>
        <message>
            <source>Under a Banzai Charge command is ignored (B6) and every Japanese figure runs at its nearest visible American: straight at him, as far as the 8" run goes at the terrain costs (B7), stopping at base contact (VI.D).</source>
            <translation>Unter einem Banzai-Angriff wird der Befehl ignoriert (B6), und jede japanische Figur läuft auf ihren nächsten sichtbaren Amerikaner zu: geradewegs auf ihn, so weit die 8" Laufen zu den Geländekosten reichen (B7), und hält bei Basenkontakt (VI.D).</translation>
        </message>
        <message>
            <source>Untick a figure to leave it out; the arrows on the table show the runs.</source>
            <translation>Eine Figur abhaken, um sie auszulassen; die Pfeile auf dem Tisch zeigen die Läufe.</translation>
        </message>
        <message>
            <source>Nothing ticked.</source>
            <translation>Nichts angehakt.</translation>
        </message>
        <message>
            <source>End wave %1 (B19-B21)</source>
            <translation>Welle %1 beenden (B19-B21)</translation>
        </message>
        <message>
            <source>End the wave</source>
            <translation>Die Welle beenden</translation>
        </message>
        <message>
            <source>Straight across through the furthest living figure</source>
            <translation>Gerade durch die am weitesten vorgerückte lebende Figur</translation>
        </message>
        <message>
            <source>Band by band (12" bands), the furthest figure in each</source>
            <translation>Streifen für Streifen (12"-Streifen), die weiteste Figur in jedem</translation>
        </message>
        <message>
            <source>3rd Platoon keeps the tank off the table next wave</source>
            <translation>Der 3. Zug hält den Panzer in der nächsten Welle vom Tisch</translation>
        </message>
        <message>
            <source>Next start line (B20)</source>
            <translation>Nächste Startlinie (B20)</translation>
        </message>
        <message>
            <source>Proposal (B19): end: %1</source>
            <translation>Vorschlag (B19): Ende: %1</translation>
        </message>
        <message>
            <source>Proposal (B19): not yet: %1</source>
            <translation>Vorschlag (B19): noch nicht: %1</translation>
        </message>
        <message>
            <source>Straight line at x = %1"</source>
            <translation>Gerade Linie bei x = %1"</translation>
        </message>
        <message>
            <source>Bands: %1</source>
            <translation>Streifen: %1</translation>
        </message>
        <message>
            <source>Every dead Japanese returns on the new line; a lost tank never does (VI.B).</source>
            <translation>Jeder tote Japaner kehrt auf der neuen Linie zurück; ein verlorener Panzer nie (VI.B).</translation>
        </message>
        <message>
            <source>Wave %1 will be commanded by the %2 (B21).</source>
            <translation>Welle %1 wird vom %2 befehligt (B21).</translation>
        </message>
        <message>
            <source>Figures can still act: %1. End the wave anyway only if you rule it over.</source>
            <translation>Figuren können noch handeln: %1. Die Welle nur dann trotzdem beenden, wenn Sie sie für vorbei erklären.</translation>
        </message>
        <message>
            <source>Figures</source>
            <translation>Figuren</translation>
        </message>
    </context>
    <context>
        <name>BataanLegend</name>
        <message numerus="yes">
            <source>%n inch(es)</source>
            <translation>
                <numerusform>%n Zoll</numerusform>
                <numerusform>%n Zoll</numerusform>
            </translation>
        </message>
        <message>
            <source>Jungle</source>
            <translation>Dschungel</translation>
        </message>
        <message>
            <source>Clearing</source>
            <translation>Lichtung</translation>
        </message>
        <message>
            <source>Road</source>
            <translation>Straße</translation>
        </message>
        <message>
            <source>Path</source>
            <translation>Pfad</translation>
        </message>
        <message>
            <source>River</source>
            <translation>Fluss</translation>
        </message>
        <message>
            <source>Stream</source>
            <translation>Bach</translation>
        </message>
        <message>
            <source>Swamp</source>
            <translation>Sumpf</translation>
        </message>
        <message>
            <source>Trench</source>
            <translation>Graben</translation>
        </message>
        <message>
            <source>Terrain</source>
            <translation>Gelände</translation>
        </message>
        <message>
            <source>Figures: fill = platoon / squad</source>
            <translation>Figuren: Füllung = Zug / Trupp</translation>
        </message>
        <message>
            <source>Japanese Plt 1-4</source>
            <translation>Japanische Züge 1-4</translation>
        </message>
        <message>
            <source>US Squads 1-4</source>
            <translation>US-Trupps 1-4</translation>
        </message>
        <message>
            <source>officer, flag</source>
            <translation>Offizier, Fahne</translation>
        </message>
        <message>
            <source>sniper, BAR, Tommy</source>
            <translation>Scharfschütze, BAR, Thompson</translation>
        </message>
        <message>
            <source>MG, knee mortar</source>
            <translation>MG, Kniemörser</translation>
        </message>
        <message>
            <source>hidden, dead, wounds</source>
            <translation>verdeckt, tot, Verwundungen</translation>
        </message>
        <message>
            <source>Overlays</source>
            <translation>Einblendungen</translation>
        </message>
        <message>
            <source>sight clear / blocked</source>
            <translation>Sicht frei / blockiert</translation>
        </message>
        <message>
            <source>too close to call (B28)</source>
            <translation>zu knapp zum Entscheiden (B28)</translation>
        </message>
        <message>
            <source>out of command</source>
            <translation>außer Befehl</translation>
        </message>
        <message>
            <source>melee contact (B27)</source>
            <translation>Nahkampfkontakt (B27)</translation>
        </message>
        <message>
            <source>reach walk / run</source>
            <translation>Reichweite Gehen / Laufen</translation>
        </message>
        <message>
            <source>blast template</source>
            <translation>Sprengschablone</translation>
        </message>
        <message>
            <source>Legend (click)</source>
            <translation>Legende (klicken)</translation>
        </message>
        <message>
            <source>%1" = %2 ft</source>
            <translation>%1" = %2 ft</translation>
        </message>
        <message>
            <source>Legend</source>
            <translation>Legende</translation>
        </message>
        <message>
            <source>Folded while figures are under it: click it to open it.</source>
            <translation>Eingeklappt, solange Figuren darunter stehen: zum Öffnen klicken.</translation>
        </message>
        <message>
            <source>Folded: click to open it.</source>
            <translation>Eingeklappt: zum Öffnen klicken.</translation>
        </message>
    </context>
    <context>
        <name>BataanMeasure</name>
        <message>
            <source>What the table answers for the selected figures and the ruler</source>
            <translation>Was der Tisch für die gewählten Figuren und das Maßband antwortet</translation>
        </message>
    </context>
    <context>
        <name>BataanOverlays</name>
        <message numerus="yes">
            <source>path %1 via %n waypoint(s), %2 at half rate (B7)</source>
            <translation>
                <numerusform>Weg %1 über %n Wegpunkt, %2 zum halben Satz (B7)</numerusform>
                <numerusform>Weg %1 über %n Wegpunkte, %2 zum halben Satz (B7)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1" blast (%2): %n caught</source>
            <translation>
                <numerusform>%1"-Schablone (%2): %n erfasst</numerusform>
                <numerusform>%1"-Schablone (%2): %n erfasst</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>... and %n more</source>
            <translation>
                <numerusform>... und %n weitere</numerusform>
                <numerusform>... und %n weitere</numerusform>
            </translation>
        </message>
        <message>
            <source>CLEAR</source>
            <translation>FREI</translation>
        </message>
        <message>
            <source>BLOCKED</source>
            <translation>BLOCKIERT</translation>
        </message>
        <message>
            <source>Sight %1↔%2: %3</source>
            <translation>Sicht %1↔%2: %3</translation>
        </message>
        <message>
            <source>%1 jungle of 6" (B4)</source>
            <translation>%1 Dschungel von 6" (B4)</translation>
        </message>
        <message>
            <source>TOO CLOSE TO CALL (B28)</source>
            <translation>ZU KNAPP ZUM ENTSCHEIDEN (B28)</translation>
        </message>
        <message>
            <source>here</source>
            <translation>hier</translation>
        </message>
        <message>
            <source>%1 → %2: %3 (B1)</source>
            <translation>%1 → %2: %3 (B1)</translation>
        </message>
        <message>
            <source>%1 straight line</source>
            <translation>%1 gerade Linie</translation>
        </message>
        <message>
            <source>path %1, %2 at half rate (B7)</source>
            <translation>Weg %1, %2 zum halben Satz (B7)</translation>
        </message>
        <message>
            <source>%1 %2": not allowed: %3</source>
            <translation>%1 %2": nicht erlaubt: %3</translation>
        </message>
        <message>
            <source>%1 %2": uses %3, %4 left</source>
            <translation>%1 %2": verbraucht %3, %4 übrig</translation>
        </message>
        <message>
            <source>%1 %2": uses %3, %4 over</source>
            <translation>%1 %2": verbraucht %3, %4 zu viel</translation>
        </message>
        <message>
            <source>B12 US grenade</source>
            <translation>B12 US-Handgranate</translation>
        </message>
        <message>
            <source>B13 second American</source>
            <translation>B13 zweiter Amerikaner</translation>
        </message>
        <message>
            <source>TOO CLOSE TO CALL</source>
            <translation>ZU KNAPP ZUM ENTSCHEIDEN</translation>
        </message>
        <message>
            <source>%1 just outside (%2): TOO CLOSE TO CALL</source>
            <translation>%1 knapp außerhalb (%2): ZU KNAPP ZUM ENTSCHEIDEN</translation>
        </message>
        <message>
            <source>Proposed moves</source>
            <translation>Vorgeschlagene Bewegungen</translation>
        </message>
        <message>
            <source>%1 ticked, %2 left out</source>
            <translation>%1 angehakt, %2 ausgelassen</translation>
        </message>
    </context>
    <context>
        <name>BataanReport</name>
        <message>
            <source>The table now (wave %1, turn %2)</source>
            <translation>Der Tisch jetzt (Welle %1, Runde %2)</translation>
        </message>
        <message>
            <source>The table now</source>
            <translation>Der Tisch jetzt</translation>
        </message>
        <message>
            <source>Losses and ground by wave</source>
            <translation>Verluste und Geländegewinn je Welle</translation>
        </message>
        <message>
            <source>Last Stand on Bataan: %1</source>
            <translation>Last Stand on Bataan: %1</translation>
        </message>
    </context>
    <context>
        <name>BataanTools</name>
        <message>
            <source>Select / move</source>
            <translation>Wählen / bewegen</translation>
        </message>
        <message>
            <source>Click a figure to select it (Ctrl adds), drag to move (one undoable step), drag on the cloth to box-select</source>
            <translation>Eine Figur anklicken, um sie zu wählen (Strg fügt hinzu), ziehen zum Bewegen (ein rückgängig machbarer Schritt), auf dem Tuch ziehen für Rahmenauswahl</translation>
        </message>
        <message>
            <source>Ruler</source>
            <translation>Maßband</translation>
        </message>
        <message>
            <source>Drag from a figure: B1 distance and the walk / run allowance used and left (B7). Shift+click (or click the other button while dragging) adds a waypoint, Backspace takes it back; Ctrl+Shift+Return records the move. Right-drag works in any tool</source>
            <translation>Von einer Figur ziehen: B1-Entfernung und die verbrauchte und übrige Geh-/Laufweite (B7). Umschalt+Klick (oder Klick mit der anderen Taste beim Ziehen) fügt einen Wegpunkt hinzu, Rücktaste nimmt ihn zurück; Strg+Umschalt+Eingabe hält die Bewegung fest. Rechtsziehen geht in jedem Werkzeug</translation>
        </message>
        <message>
            <source>Draw terrain</source>
            <translation>Gelände zeichnen</translation>
        </message>
        <message>
            <source>Click points; double-click or Enter to finish, Backspace takes the last point back, Esc cancels. Swamps, clearings and entrenchments are outlines; roads, paths, streams and the river lines with a width</source>
            <translation>Punkte klicken; Doppelklick oder Eingabe beendet, Rücktaste nimmt den letzten Punkt zurück, Esc bricht ab. Sümpfe, Lichtungen und Stellungen sind Umrisse; Straßen, Pfade, Bäche und der Fluss Linien mit einer Breite</translation>
        </message>
        <message>
            <source>Reshape terrain</source>
            <translation>Gelände umformen</translation>
        </message>
        <message>
            <source>Click a terrain feature, then drag its square handles (or its body to move it); Delete removes it</source>
            <translation>Ein Geländestück anklicken, dann seine quadratischen Griffe ziehen (oder den Körper, um es zu verschieben); Entf entfernt es</translation>
        </message>
        <message>
            <source>Place figures</source>
            <translation>Figuren aufstellen</translation>
        </message>
        <message>
            <source>Click to place the chosen figures at the leader's spot; drag to face them (line, column or wedge at the spacing)</source>
            <translation>Klicken, um die gewählten Figuren am Platz des Führers aufzustellen; ziehen, um sie auszurichten (Linie, Kolonne oder Keil im Abstand)</translation>
        </message>
        <message>
            <source>Grenade / knee mortar</source>
            <translation>Handgranate / Kniemörser</translation>
        </message>
        <message>
            <source>Select the thrower, then click where the grenade lands: the Grenade dialog opens with that point, its range, who is caught and the odds (a knee mortar man's throw opens as a knee mortar). Esc cancels</source>
            <translation>Den Werfer wählen, dann klicken, wo die Handgranate landet: der Handgranaten-Dialog öffnet sich mit diesem Punkt, seiner Entfernung, wer erfasst wird und den Chancen (der Wurf eines Kniemörser-Schützen öffnet als Kniemörser). Esc bricht ab</translation>
        </message>
    </context>
    <context>
        <name>BataanWaves</name>
        <message numerus="yes">
            <source>The last American left the table in wave %1 (B22). The last %n squad(s): %2. Wave commander: platoon %3.</source>
            <translation>
                <numerusform>Der letzte Amerikaner verließ den Tisch in Welle %1 (B22). Der letzte %n Trupp: %2. Wellenführer: Zug %3.</numerusform>
                <numerusform>Die letzten %n Trupps verließen den Tisch in Welle %1 (B22): %2. Wellenführer: Zug %3.</numerusform>
            </translation>
        </message>
        <message>
            <source>figures lost</source>
            <translation>verlorene Figuren</translation>
        </message>
        <message>
            <source>inches gained</source>
            <translation>gewonnene Zoll</translation>
        </message>
        <message>
            <source>wave</source>
            <translation>Welle</translation>
        </message>
        <message>
            <source>Figures lost by wave</source>
            <translation>Verlorene Figuren je Welle</translation>
        </message>
        <message>
            <source>Ground gained by wave</source>
            <translation>Gewonnenes Gelände je Welle</translation>
        </message>
        <message>
            <source>No wave has ended yet.</source>
            <translation>Noch keine Welle ist beendet.</translation>
        </message>
        <message>
            <source>wave %1: %2 lost %3, %4 lost %5, %6" gained</source>
            <translation>Welle %1: %2 verloren %3, %4 verloren %5, %6" gewonnen</translation>
        </message>
        <message>
            <source>%1 lost (left bar)</source>
            <translation>%1 verloren (linker Balken)</translation>
        </message>
        <message>
            <source>%1 lost (right bar)</source>
            <translation>%1 verloren (rechter Balken)</translation>
        </message>
        <message>
            <source>ground the %1 gained (dashes)</source>
            <translation>Gelände, das die %1 gewannen (Striche)</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Why different</source>
            <translation>Warum anders</translation>
        </message>
        <message>
            <source>Fate</source>
            <translation>Schicksal</translation>
        </message>
        <message>
            <source>Each player's result</source>
            <translation>Das Ergebnis jedes Spielers</translation>
        </message>
        <message>
            <source>The game goes on</source>
            <translation>Das Spiel geht weiter</translation>
        </message>
        <message>
            <source>Players' view - Last Stand on Bataan</source>
            <translation>Spieleransicht – Last Stand on Bataan</translation>
        </message>
        <message>
            <source>Full screen</source>
            <translation>Vollbild</translation>
        </message>
        <message>
            <source>Leave full screen</source>
            <translation>Vollbild verlassen</translation>
        </message>
        <message>
            <source>Players' view of the table</source>
            <translation>Spieleransicht des Tisches</translation>
        </message>
    </context>
    <context>
        <name>BattleDialog</name>
        <message>
            <source>Battle</source>
            <translation>Gefecht</translation>
        </message>
        <message>
            <source>Forces and situation</source>
            <extracomment>room left for the window frame (title bar and borders) around the dialog, in pixels</extracomment>
            <translation>Kräfte und Lage</translation>
        </message>
        <message>
            <source>Town attacked:</source>
            <translation>Angegriffene Stadt:</translation>
        </message>
        <message>
            <source>Attacker:</source>
            <translation>Angreifer:</translation>
        </message>
        <message>
            <source>Defender in the town:</source>
            <translation>Verteidiger in der Stadt:</translation>
        </message>
        <message>
            <source>Retreated in this turn:</source>
            <translation>In dieser Runde zurückgezogen:</translation>
        </message>
        <message>
            <source>Units that retreated into this town while it was under attack add no dice and take no casualties (Retreating). If the town is lost they leave with its defenders, within the 5 that may retreat (our default: the rulebook is silent).</source>
            <translation>Einheiten, die sich in diese Stadt zurückzogen, während sie angegriffen wurde, bringen keine Würfel und erleiden keine Verluste (Rückzug). Fällt die Stadt, ziehen sie mit ihren Verteidigern ab, innerhalb der 5, die sich zurückziehen dürfen (unsere Vorgabe: das Regelbuch schweigt).</translation>
        </message>
        <message>
            <source>Read forces and flags from the board</source>
            <translation>Kräfte und Markierungen vom Brett lesen</translation>
        </message>
        <message>
            <source>Attacking stacks</source>
            <translation>Angreifende Stapel</translation>
        </message>
        <message>
            <source>Approach (from)</source>
            <translation>Anmarsch (von)</translation>
        </message>
        <message>
            <source>Large</source>
            <translation>Groß</translation>
        </message>
        <message>
            <source>Small</source>
            <translation>Klein</translation>
        </message>
        <message>
            <source>From sea</source>
            <translation>Von See</translation>
        </message>
        <message>
            <source>Add approach</source>
            <translation>Anmarsch hinzufügen</translation>
        </message>
        <message>
            <source>Remove last</source>
            <translation>Letzten entfernen</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>unbekannt</translation>
        </message>
        <message>
            <source>Clear retreat roads:</source>
            <translation>Freie Rückzugsstraßen:</translation>
        </message>
        <message>
            <source>Before rolling: dice and exact odds</source>
            <translation>Vor dem Würfeln: Würfel und genaue Chancen</translation>
        </message>
        <message>
            <source>Rolling (the game's dice stream; every throw goes to the roll log)</source>
            <translation>Würfeln (der Würfelstrom des Spiels; jeder Wurf geht ins Würfelprotokoll)</translation>
        </message>
        <message>
            <source>Not rolled yet.</source>
            <translation>Noch nicht gewürfelt.</translation>
        </message>
        <message>
            <source>Dice result</source>
            <translation>Würfelergebnis</translation>
        </message>
        <message>
            <source>The battle in full: every round, the steps and the rulings</source>
            <translation>Die Schlacht vollständig: jede Runde, die Schritte und die Entscheidungen</translation>
        </message>
        <message>
            <source>Beaten defender retreats to (split over clear roads)</source>
            <translation>Geschlagener Verteidiger zieht sich zurück nach (verteilt auf freie Straßen)</translation>
        </message>
        <message>
            <source>Optional Retreating Rule: retreat toward an enemy town instead</source>
            <translation>Optionale Rückzugsregel: stattdessen auf eine feindliche Stadt zurückziehen</translation>
        </message>
        <message>
            <source>The battle for that town follows: the holder +2 dice; a lower total eliminates the retreating units</source>
            <translation>Es folgt das Gefecht um diese Stadt: der Halter +2 Würfel; eine niedrigere Summe vernichtet die zurückweichenden Einheiten</translation>
        </message>
        <message>
            <source>Roll the battle</source>
            <translation>Das Gefecht würfeln</translation>
        </message>
        <message>
            <source>Apply to the board (one undo step)</source>
            <translation>Auf das Brett übernehmen (ein Rückgängig-Schritt)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>What-if only (not rolled): %1</source>
            <translation>Nur Was-wäre-wenn (nicht gewürfelt): %1</translation>
        </message>
        <message numerus="yes">
            <source>%n red die(s)</source>
            <translation>
                <numerusform>%n roter Würfel</numerusform>
                <numerusform>%n rote Würfel</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n white die(s)</source>
            <translation>
                <numerusform>%n weißer Würfel</numerusform>
                <numerusform>%n weiße Würfel</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n die(s)</source>
            <translation>
                <numerusform>%n Würfel</numerusform>
                <numerusform>%n Würfel</numerusform>
            </translation>
        </message>
        <message>
            <source>Attacker</source>
            <translation>Angreifer</translation>
        </message>
        <message>
            <source>Defender</source>
            <translation>Verteidiger</translation>
        </message>
        <message>
            <source>attacker</source>
            <translation>Angreifer</translation>
        </message>
        <message>
            <source>defender</source>
            <translation>Verteidiger</translation>
        </message>
        <message>
            <source>%1 (%2) loses</source>
            <translation>%1 (%2) verliert</translation>
        </message>
        <message>
            <source>Chance of each number of casualties in the first round. </source>
            <translation>Chance jeder Verlustzahl in der ersten Runde. </translation>
        </message>
        <message>
            <source>Roll the refight</source>
            <translation>Das Nachgefecht würfeln</translation>
        </message>
        <message>
            <source>&lt;br&gt;&lt;b&gt;Refight&lt;/b&gt; with dice recounted (M5).</source>
            <translation>&lt;br&gt;&lt;b&gt;Nachgefecht&lt;/b&gt; mit neu gezählten Würfeln (M5).</translation>
        </message>
        <message numerus="yes">
            <source>%n casualty(ies) on the defender</source>
            <translation>
                <numerusform>%n Verlust beim Verteidiger</numerusform>
                <numerusform>%n Verluste beim Verteidiger</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n casualty(ies) on the attacker</source>
            <translation>
                <numerusform>%n Verlust beim Angreifer</numerusform>
                <numerusform>%n Verluste beim Angreifer</numerusform>
            </translation>
        </message>
        <message>
            <source>Winner: %1</source>
            <translation>Sieger: %1</translation>
        </message>
        <message>
            <source>attacker %1, defender %2</source>
            <translation>Angreifer %1, Verteidiger %2</translation>
        </message>
        <message>
            <source>Rulings used: %1</source>
            <translation>Angewandte Entscheidungen: %1</translation>
        </message>
        <message>
            <source>no: the usual retreat</source>
            <translation>nein: der übliche Rückzug</translation>
        </message>
        <message>
            <source>toward %1</source>
            <translation>Richtung %1</translation>
        </message>
        <message>
            <source>Nobody retreats from the town.</source>
            <translation>Niemand zieht sich aus der Stadt zurück.</translation>
        </message>
        <message>
            <source>5 units a segment less this turn</source>
            <translation>5 Einheiten je Abschnitt weniger in dieser Runde</translation>
        </message>
        <message>
            <source>no segment limit</source>
            <translation>keine Abschnittsgrenze</translation>
        </message>
        <message>
            <source>%1 Large and %2 Small retreat; split them over the clear roads (each row's room: %3, %4).</source>
            <translation>%1 Große und %2 Kleine ziehen sich zurück; auf die freien Straßen verteilen (Platz je Zeile: %3, %4).</translation>
        </message>
        <message>
            <source>No clear road: the defenders cannot retreat.</source>
            <translation>Keine freie Straße: die Verteidiger können sich nicht zurückziehen.</translation>
        </message>
        <message>
            <source> (room %1)</source>
            <translation> (Platz %1)</translation>
        </message>
        <message>
            <source> — under attack: they add no dice there</source>
            <translation> — angegriffen: sie bringen dort keine Würfel</translation>
        </message>
        <message numerus="yes">
            <source>%n casualty(ies)</source>
            <translation>
                <numerusform>%n Verlust</numerusform>
                <numerusform>%n Verluste</numerusform>
            </translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>Runde %1</translation>
        </message>
    </context>
    <context>
        <name>BattlesTab</name>
        <message>
            <source>Attacks waiting outside enemy towns (the moving player picks the order):</source>
            <translation>Angriffe, die vor feindlichen Städten warten (der ziehende Spieler wählt die Reihenfolge):</translation>
        </message>
        <message>
            <source>Open the battle resolver…</source>
            <translation>Den Gefechtsrechner öffnen…</translation>
        </message>
        <message>
            <source>Battles fought:</source>
            <translation>Geschlagene Gefechte:</translation>
        </message>
        <message>
            <source>Battles fought</source>
            <translation>Geschlagene Gefechte</translation>
        </message>
        <message>
            <source>None.</source>
            <translation>Keine.</translation>
        </message>
        <message>
            <source>Resolve the battle for %1 (%2 attacking from %3)</source>
            <translation>Das Gefecht um %1 auflösen (%2 greift von %3 an)</translation>
        </message>
        <message>
            <source>#%1 turn %2 %3: %4 attacks, the %5 wins; dice %6; lost: %7</source>
            <translation>#%1 Runde %2 %3: %4 greift an, %5 gewinnt; Würfel %6; verloren: %7</translation>
        </message>
    </context>
    <context>
        <name>CalibrationDialog</name>
        <message>
            <source>Calibrate the map image</source>
            <translation>Das Kartenbild kalibrieren</translation>
        </message>
        <message>
            <source>Hex centres</source>
            <translation>Hexfeld-Mitten</translation>
        </message>
        <message>
            <source>Map corners (a photo at an angle)</source>
            <translation>Kartenecken (ein schräges Foto)</translation>
        </message>
        <message>
            <source>Click the four corners of the printed map in order around it</source>
            <translation>Die vier Ecken der gedruckten Karte der Reihe nach ringsum klicken</translation>
        </message>
        <message>
            <source>Hex number</source>
            <translation>Hex-Nummer</translation>
        </message>
        <message>
            <source>x</source>
            <translation>x</translation>
        </message>
        <message>
            <source>y</source>
            <translation>y</translation>
        </message>
        <message>
            <source>&lt;b&gt;1.&lt;/b&gt; Click the centre of a hex on the scan and type its printed number (like %1). Click at least three hexes far apart, not all in one column or row: each is checked against the others. A drag pans, the wheel zooms.</source>
            <translation>&lt;b&gt;1.&lt;/b&gt; Klicken Sie auf die Mitte eines Hexfelds im Scan und tippen Sie seine gedruckte Nummer (etwa %1). Klicken Sie mindestens drei weit auseinanderliegende Hexfelder, nicht alle in einer Spalte oder Reihe: jedes wird an den anderen geprüft. Ziehen verschiebt, das Mausrad zoomt.</translation>
        </message>
        <message>
            <source>Error</source>
            <translation>Fehler</translation>
        </message>
        <message>
            <source>How far the grid fitted to the other clicks puts this one from where it was clicked (pixels, hexes)</source>
            <translation>Wie weit das an die anderen Klicks angepasste Raster diesen Klick von seiner Stelle legt (Pixel, Hexfelder)</translation>
        </message>
        <message>
            <source>Remove hex</source>
            <translation>Hexfeld entfernen</translation>
        </message>
        <message>
            <source>Clear corners</source>
            <translation>Ecken löschen</translation>
        </message>
        <message>
            <source>My printed map is numbered differently</source>
            <translation>Meine gedruckte Karte ist anders nummeriert</translation>
        </message>
        <message>
            <source>The %1 map has %2. Tick only if your printed map is numbered otherwise: the numbering is then found from the clicks (at least two in odd and two in even columns).</source>
            <translation>Die Karte %1 hat %2. Nur ankreuzen, wenn Ihre gedruckte Karte anders nummeriert ist: die Nummerierung wird dann aus den Klicks bestimmt (mindestens zwei in ungeraden und zwei in geraden Spalten).</translation>
        </message>
        <message>
            <source>none: the scan is flat</source>
            <translation>keine: der Scan ist eben</translation>
        </message>
        <message>
            <source>Corners:</source>
            <translation>Ecken:</translation>
        </message>
        <message>
            <source>from the photo</source>
            <translation>aus dem Foto</translation>
        </message>
        <message>
            <source>The printed map's side from corner 1 to 2 divided by the side from 2 to 3 (22 x 34 inches, clicked along the 22-inch side first: 0.647)</source>
            <translation>Die Seite der gedruckten Karte von Ecke 1 nach 2 geteilt durch die Seite von 2 nach 3 (22 x 34 Zoll, zuerst entlang der 22-Zoll-Seite geklickt: 0,647)</translation>
        </message>
        <message>
            <source>Width : height:</source>
            <translation>Breite : Höhe:</translation>
        </message>
        <message>
            <source>Click hexes on the scan.</source>
            <translation>Hexfelder auf dem Scan klicken.</translation>
        </message>
        <message>
            <source>Keep this calibration</source>
            <translation>Diese Kalibrierung behalten</translation>
        </message>
        <message>
            <source>%1 of 4 clicked</source>
            <translation>%1 von 4 geklickt</translation>
        </message>
        <message>
            <source>%1 of 4 clicked (click them in order around the map)</source>
            <translation>%1 von 4 geklickt (der Reihe nach rings um die Karte klicken)</translation>
        </message>
        <message>
            <source>click at least three hexes far apart, not all in one column or row, and type their numbers (%1 so far)</source>
            <translation>mindestens drei weit auseinanderliegende Hexfelder klicken, nicht alle in einer Spalte oder Reihe, und ihre Nummern tippen (bisher %1)</translation>
        </message>
        <message>
            <source>corner %1</source>
            <translation>Ecke %1</translation>
        </message>
        <message>
            <source>The click the others disagree with</source>
            <translation>Der Klick, dem die anderen widersprechen</translation>
        </message>
        <message>
            <source>Fitted:</source>
            <translation>Eingepasst:</translation>
        </message>
        <message>
            <source>Not fitted:</source>
            <translation>Nicht eingepasst:</translation>
        </message>
    </context>
    <context>
        <name>CommandForm</name>
        <message>
            <source>(as it is)</source>
            <translation>(wie sie ist)</translation>
        </message>
        <message>
            <source>JSON</source>
            <translation>JSON</translation>
        </message>
        <message>
            <source>a hex as printed, e.g. 17.16</source>
            <translation>ein Hexfeld wie gedruckt, z. B. 17.16</translation>
        </message>
        <message>
            <source>x,y in inches</source>
            <translation>x,y in Zoll</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>eine Zahl</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>eine ganze Zahl</translation>
        </message>
        <message>
            <source>%1 (optional)</source>
            <translation>%1 (optional)</translation>
        </message>
        <message>
            <source>From the board</source>
            <translation>Vom Brett</translation>
        </message>
        <message>
            <source>Use what is selected on the board (%1)</source>
            <translation>Das auf dem Brett Gewählte nehmen (%1)</translation>
        </message>
        <message>
            <source>(optional)</source>
            <translation>(optional)</translation>
        </message>
        <message>
            <source>Ask</source>
            <translation>Fragen</translation>
        </message>
        <message>
            <source>Run</source>
            <translation>Laufen</translation>
        </message>
        <message>
            <source>Check the rule and do it: one step you can undo</source>
            <translation>Die Regel prüfen und ausführen: ein Schritt, den Sie rückgängig machen können</translation>
        </message>
        <message>
            <source>Answer; nothing changes</source>
            <translation>Antworten; nichts ändert sich</translation>
        </message>
        <message>
            <source>Nothing of that kind (%1) is selected on the board.</source>
            <translation>Nichts dieser Art (%1) ist auf dem Brett gewählt.</translation>
        </message>
        <message>
            <source>Not now: %1</source>
            <translation>Nicht jetzt: %1</translation>
        </message>
        <message>
            <source>To fill in: %1</source>
            <translation>Noch auszufüllen: %1</translation>
        </message>
        <message>
            <source>Nothing was recorded (the reason is in the message shown).</source>
            <translation>Nichts wurde festgehalten (der Grund steht in der gezeigten Meldung).</translation>
        </message>
    </context>
    <context>
        <name>CommandPalette</name>
        <message>
            <source>Commands</source>
            <translation>Befehle</translation>
        </message>
        <message>
            <source>Type a command, words or a rule number (B30, 4.2.1)</source>
            <translation>Einen Befehl, Wörter oder eine Regelnummer eingeben (B30, 4.2.1)</translation>
        </message>
        <message>
            <source>Find a command</source>
            <translation>Einen Befehl finden</translation>
        </message>
        <message>
            <source>Commands found</source>
            <translation>Gefundene Befehle</translation>
        </message>
        <message>
            <source>This game declares no commands.</source>
            <translation>Dieses Spiel erklärt keine Befehle.</translation>
        </message>
        <message>
            <source>Not now: %1</source>
            <translation>Nicht jetzt: %1</translation>
        </message>
        <message>
            <source>All &amp;commands</source>
            <translation>Alle &amp;Befehle</translation>
        </message>
        <message>
            <source>&amp;Commands…</source>
            <translation>&amp;Befehle…</translation>
        </message>
        <message>
            <source>Find any command of this game by name, words or rule number</source>
            <translation>Jeden Befehl dieses Spiels nach Name, Wörtern oder Regelnummer finden</translation>
        </message>
        <message numerus="yes">
            <source>%n command(s) found. Enter opens the form; Esc closes.</source>
            <translation>
                <numerusform>%n Befehl gefunden. Eingabe öffnet das Formular; Esc schließt.</numerusform>
                <numerusform>%n Befehle gefunden. Eingabe öffnet das Formular; Esc schließt.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>EditorTab</name>
        <message>
            <source>Play (select units, destination)</source>
            <translation>Spielen (Einheiten wählen, Ziel)</translation>
        </message>
        <message>
            <source>Drag towns / landing areas</source>
            <translation>Städte / Landezonen ziehen</translation>
        </message>
        <message>
            <source>Add town (click empty ground)</source>
            <translation>Stadt hinzufügen (leeren Grund klicken)</translation>
        </message>
        <message>
            <source>Add road (click two towns)</source>
            <translation>Straße hinzufügen (zwei Städte klicken)</translation>
        </message>
        <message>
            <source>Delete road (click it)</source>
            <translation>Straße löschen (anklicken)</translation>
        </message>
        <message>
            <source>Set road kind (click it)</source>
            <translation>Straßenart setzen (anklicken)</translation>
        </message>
        <message>
            <source>Pin the scan (click a printed town)</source>
            <translation>Den Scan anheften (eine gedruckte Stadt klicken)</translation>
        </message>
        <message>
            <source>Pusan Perimeter</source>
            <translation>Pusan-Perimeter</translation>
        </message>
        <message>
            <source>northern supply arrow</source>
            <translation>nördlicher Versorgungspfeil</translation>
        </message>
        <message>
            <source>on Bataan insert</source>
            <translation>auf der Bataan-Nebenkarte</translation>
        </message>
        <message>
            <source>airfield (air control)</source>
            <translation>Flugplatz (Luftkontrolle)</translation>
        </message>
        <message>
            <source>Tool</source>
            <translation>Werkzeug</translation>
        </message>
        <message>
            <source>solid (1 MP)</source>
            <translation>durchgezogen (1 BP)</translation>
        </message>
        <message>
            <source>dashed (2 MP)</source>
            <translation>gestrichelt (2 BP)</translation>
        </message>
        <message>
            <source>dotted (3 MP)</source>
            <translation>gepunktet (3 BP)</translation>
        </message>
        <message>
            <source>Road kind:</source>
            <translation>Straßenart:</translation>
        </message>
        <message>
            <source>one way (1st → 2nd town)</source>
            <translation>Einbahn (1. → 2. Stadt)</translation>
        </message>
        <message>
            <source>Printed map (your scan)</source>
            <translation>Gedruckte Karte (Ihr Scan)</translation>
        </message>
        <message>
            <source>Load scan…</source>
            <translation>Scan laden…</translation>
        </message>
        <message>
            <source>Clear pins</source>
            <translation>Nadeln löschen</translation>
        </message>
        <message>
            <source>Find moved scan…</source>
            <translation>Verschobenen Scan suchen…</translation>
        </message>
        <message>
            <source>Forget scan</source>
            <translation>Scan vergessen</translation>
        </message>
        <message>
            <source>Scan opacity:</source>
            <translation>Scan-Deckkraft:</translation>
        </message>
        <message>
            <source>Scan opacity</source>
            <translation>Scan-Deckkraft</translation>
        </message>
        <message>
            <source>Pin two or three printed towns far apart (the Pin tool: click the town on the scan, name it); then Add town on each printed town and Add road between them.</source>
            <translation>Zwei oder drei weit auseinanderliegende gedruckte Städte anheften (Werkzeug „Anheften“: die Stadt auf dem Scan klicken, benennen); dann „Stadt hinzufügen“ auf jeder gedruckten Stadt und „Straße hinzufügen“ zwischen ihnen.</translation>
        </message>
        <message>
            <source>The board has no towns to pin the scan to: add towns first (Add town)</source>
            <translation>Das Brett hat keine Städte, an die der Scan geheftet werden kann: zuerst Städte hinzufügen (Stadt hinzufügen)</translation>
        </message>
        <message>
            <source>Town (click it on the map)</source>
            <translation>Stadt (auf der Karte anklicken)</translation>
        </message>
        <message>
            <source>Town:</source>
            <translation>Stadt:</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>Name:</translation>
        </message>
        <message>
            <source>air strip (✈)</source>
            <translation>Flugfeld (✈)</translation>
        </message>
        <message>
            <source>Zone:</source>
            <translation>Zone:</translation>
        </message>
        <message>
            <source>Units in the town (by hand)</source>
            <translation>Einheiten in der Stadt (von Hand)</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>niemand</translation>
        </message>
        <message>
            <source>Units:</source>
            <translation>Einheiten:</translation>
        </message>
        <message>
            <source>Landing areas (triangles)</source>
            <translation>Landezonen (Dreiecke)</translation>
        </message>
        <message>
            <source>Landing areas</source>
            <translation>Landegebiete</translation>
        </message>
        <message>
            <source>Network file</source>
            <translation>Netzdatei</translation>
        </message>
        <message>
            <source>Road from %1: now click the second town</source>
            <translation>Straße von %1: jetzt die zweite Stadt klicken</translation>
        </message>
        <message>
            <source>Rename town</source>
            <translation>Stadt umbenennen</translation>
        </message>
        <message>
            <source>New name:</source>
            <translation>Neuer Name:</translation>
        </message>
        <message>
            <source>Add town</source>
            <translation>Stadt hinzufügen</translation>
        </message>
        <message>
            <source>Town name:</source>
            <translation>Stadtname:</translation>
        </message>
        <message>
            <source>Importing a road network</source>
            <translation>Straßennetz wird importiert</translation>
        </message>
        <message>
            <source>Reading %1…</source>
            <translation>Lese %1…</translation>
        </message>
        <message>
            <source>Cannot import the network</source>
            <translation>Das Netz kann nicht importiert werden</translation>
        </message>
        <message>
            <source>%1

Nothing was changed.</source>
            <translation>%1

Nichts wurde geändert.</translation>
        </message>
        <message>
            <source>Importing %1 cancelled: nothing was changed</source>
            <translation>Import von %1 abgebrochen: nichts wurde geändert</translation>
        </message>
        <message>
            <source>%1 matches the board: nothing to change</source>
            <translation>%1 stimmt mit dem Brett überein: nichts zu ändern</translation>
        </message>
        <message>
            <source>Import a road network</source>
            <translation>Ein Straßennetz importieren</translation>
        </message>
        <message>
            <source>Road network (*.json)</source>
            <translation>Straßennetz (*.json)</translation>
        </message>
        <message>
            <source>Export the road network</source>
            <translation>Das Straßennetz exportieren</translation>
        </message>
        <message>
            <source>Board written to %1</source>
            <translation>Brett nach %1 geschrieben</translation>
        </message>
        <message numerus="yes">
            <source>%1 → %2 (%n a turn, Zone %3)</source>
            <translation>
                <numerusform>%1 → %2 (%n je Runde, Zone %3)</numerusform>
                <numerusform>%1 → %2 (%n je Runde, Zone %3)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 → %2 (%n a turn)</source>
            <translation>
                <numerusform>%1 → %2 (%n je Runde)</numerusform>
                <numerusform>%1 → %2 (%n je Runde)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FindBar</name>
        <message>
            <source>Find a town or unit: a name, a side (UN, NK…) or a force such as 2S</source>
            <translation>Eine Stadt oder Einheit finden: ein Name, eine Seite (UN, NK…) oder ein Verband wie 2S</translation>
        </message>
        <message>
            <source>Find a town or unit</source>
            <translation>Eine Stadt oder Einheit finden</translation>
        </message>
    </context>
    <context>
        <name>Legend</name>
        <message>
            <source>▲N supply arrow</source>
            <translation>▲N Versorgungspfeil</translation>
        </message>
        <message>
            <source>P Pusan Perimeter</source>
            <translation>P Pusan-Perimeter</translation>
        </message>
        <message>
            <source>✈ air strip</source>
            <translation>✈ Flugfeld</translation>
        </message>
        <message>
            <source>AF airfield</source>
            <translation>AF Flugplatz</translation>
        </message>
        <message>
            <source>➤ one-way road</source>
            <translation>➤ Einbahnstraße</translation>
        </message>
        <message>
            <source>Map legend</source>
            <translation>Kartenlegende</translation>
        </message>
        <message>
            <source>%1 units: a badge such as %2</source>
            <translation>%1 Einheiten: ein Abzeichen wie %2</translation>
        </message>
        <message>
            <source>purple badge such as %1: units %2</source>
            <translation>lila Abzeichen wie %1: Einheiten %2</translation>
        </message>
        <message>
            <source>solid road 1 MP</source>
            <translation>durchgezogene Straße 1 BP</translation>
        </message>
        <message>
            <source>dashed 2 MP</source>
            <translation>gestrichelt 2 BP</translation>
        </message>
        <message>
            <source>dotted 3 MP</source>
            <translation>gepunktet 3 BP</translation>
        </message>
        <message>
            <source>route</source>
            <translation>Route</translation>
        </message>
        <message>
            <source>landing area (n a turn)</source>
            <translation>Landezone (n je Runde)</translation>
        </message>
        <message>
            <source>attacking</source>
            <translation>angreifend</translation>
        </message>
        <message>
            <source>L Large, S Small units</source>
            <translation>L große, S kleine Einheiten</translation>
        </message>
        <message>
            <source>victory / special town</source>
            <translation>Sieg- / Sonderstadt</translation>
        </message>
    </context>
    <context>
        <name>LuckPlot</name>
        <message>
            <source>roll number</source>
            <translation>Wurfnummer</translation>
        </message>
        <message>
            <source>pips above expectation</source>
            <translation>Augen über Erwartung</translation>
        </message>
        <message>
            <source>Luck plot</source>
            <translation>Glückskurve</translation>
        </message>
        <message>
            <source>No game open.</source>
            <translation>Kein Spiel offen.</translation>
        </message>
        <message>
            <source>Luck: no rolls yet. Each roll adds its result minus its average.</source>
            <translation>Glück: noch keine Würfe. Jeder Wurf addiert sein Ergebnis minus seinem Mittelwert.</translation>
        </message>
        <message>
            <source>Luck so far (pips above average): %1</source>
            <translation>Glück bisher (Augen über Mittel): %1</translation>
        </message>
    </context>
    <context>
        <name>MacArthurBoard</name>
        <message>
            <source>Turn and allowance</source>
            <translation>Runde und Bewegungsvorrat</translation>
        </message>
        <message>
            <source>Last answer</source>
            <translation>Letzte Antwort</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>Runde</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Bewegen</translation>
        </message>
        <message>
            <source>Battles</source>
            <translation>Gefechte</translation>
        </message>
        <message>
            <source>Board editor</source>
            <translation>Brett-Editor</translation>
        </message>
        <message>
            <source>Record</source>
            <translation>Festhalten</translation>
        </message>
        <message>
            <source>Show the game panels</source>
            <translation>Spielbereiche zeigen</translation>
        </message>
        <message>
            <source>Fold the game's panels away to give the map the room (Ctrl+Shift+J)</source>
            <translation>Die Spielbereiche einklappen, damit die Karte den Platz hat (Strg+Umschalt+J)</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>%1: nothing to change</source>
            <translation>%1: nichts zu ändern</translation>
        </message>
        <message>
            <source>REFUSED: </source>
            <translation>ABGELEHNT: </translation>
        </message>
        <message>
            <source>Selected: %1 → %2</source>
            <translation>Gewählt: %1 → %2</translation>
        </message>
        <message>
            <source>Selected: %1</source>
            <translation>Gewählt: %1</translation>
        </message>
        <message>
            <source>turn</source>
            <translation>Runde</translation>
        </message>
        <message>
            <source>units lost in battle</source>
            <translation>im Gefecht verlorene Einheiten</translation>
        </message>
        <message>
            <source>Battle losses by turn</source>
            <translation>Gefechtsverluste je Runde</translation>
        </message>
        <message>
            <source>Battle losses</source>
            <translation>Gefechtsverluste</translation>
        </message>
        <message>
            <source>Units lost in battle each turn. Key: %1. </source>
            <translation>Im Gefecht verlorene Einheiten je Runde. Schlüssel: %1. </translation>
        </message>
        <message>
            <source>turn %1: %2</source>
            <translation>Runde %1: %2</translation>
        </message>
        <message>
            <source>No town or unit matches '%1'</source>
            <translation>Keine Stadt oder Einheit passt zu „%1“</translation>
        </message>
        <message>
            <source>Found %1 (%2 of %3)</source>
            <translation>%1 gefunden (%2 von %3)</translation>
        </message>
        <message>
            <source>Found %1</source>
            <translation>%1 gefunden</translation>
        </message>
        <message>
            <source>Nothing selected: pick a town (Tab, arrows, or a click) first</source>
            <translation>Nichts gewählt: zuerst eine Stadt wählen (Tab, Pfeile oder ein Klick)</translation>
        </message>
        <message>
            <source>No attack is waiting outside an enemy town</source>
            <translation>Kein Angriff wartet vor einer feindlichen Stadt</translation>
        </message>
        <message>
            <source>Import road network…</source>
            <translation>Straßennetz importieren…</translation>
        </message>
        <message>
            <source>Export road network…</source>
            <translation>Straßennetz exportieren…</translation>
        </message>
        <message>
            <source>Load a scan of the printed map…</source>
            <translation>Einen Scan der gedruckten Karte laden…</translation>
        </message>
        <message>
            <source>Load rulebook Illustration 1 (movement)</source>
            <translation>Regelbuch-Abbildung 1 laden (Bewegung)</translation>
        </message>
        <message>
            <source>Load rulebook Illustration 2 (retreats)</source>
            <translation>Regelbuch-Abbildung 2 laden (Rückzüge)</translation>
        </message>
        <message>
            <source>%1 — GAME OVER (Game Ends card turned)</source>
            <translation>%1 — SPIELENDE (Karte „Spielende“ aufgedeckt)</translation>
        </message>
        <message>
            <source>%1 — turn %2: %3 turns a card next</source>
            <translation>%1 — Runde %2: %3 deckt als Nächstes eine Karte auf</translation>
        </message>
        <message>
            <source>%1 — turn %2: &lt;span style='color:%3'&gt;%4 moving&lt;/span&gt; — %5 allowance, &lt;b&gt;%6 MP left&lt;/b&gt;</source>
            <translation>%1 — Runde %2: &lt;span style='color:%3'&gt;%4 zieht&lt;/span&gt; — Vorrat %5, &lt;b&gt;%6 BP übrig&lt;/b&gt;</translation>
        </message>
    </context>
    <context>
        <name>MacArthurKeys</name>
        <message>
            <source>solid road</source>
            <translation>durchgezogene Straße</translation>
        </message>
        <message>
            <source>dashed road</source>
            <translation>gestrichelte Straße</translation>
        </message>
        <message>
            <source>dotted road</source>
            <translation>gepunktete Straße</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation>Vergrößern</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation>Verkleinern</translation>
        </message>
        <message>
            <source>Fit board</source>
            <translation>Brett einpassen</translation>
        </message>
        <message>
            <source>The whole network in the whole map area</source>
            <translation>Das ganze Netz im ganzen Kartenbereich</translation>
        </message>
        <message>
            <source>Zoom to selection</source>
            <translation>Auf die Auswahl zoomen</translation>
        </message>
        <message>
            <source>The chosen towns and route (Shift+drag on the map zooms to a rectangle)</source>
            <translation>Die gewählten Städte und die Route (Umschalt+Ziehen auf der Karte zoomt auf ein Rechteck)</translation>
        </message>
        <message>
            <source>Find town or unit</source>
            <translation>Stadt oder Einheit finden</translation>
        </message>
        <message>
            <source>Type a town's name, a side (UN, NK, AL, JP) or a force such as '2S'</source>
            <translation>Den Namen einer Stadt, eine Seite (UN, NK, AL, JP) oder einen Verband wie „2S“ eingeben</translation>
        </message>
        <message>
            <source>Turn the next card</source>
            <translation>Nächste Karte aufdecken</translation>
        </message>
        <message>
            <source>Deal (or turn the typed) movement card of the side that moves next</source>
            <translation>Die Bewegungskarte der als Nächstes ziehenden Seite austeilen (oder die eingegebene aufdecken)</translation>
        </message>
        <message>
            <source>Move the chosen units</source>
            <translation>Die gewählten Einheiten bewegen</translation>
        </message>
        <message>
            <source>Move the units chosen on the Move tab along the route shown</source>
            <translation>Die auf dem Reiter „Bewegen“ gewählten Einheiten entlang der gezeigten Route bewegen</translation>
        </message>
        <message>
            <source>Land reserves</source>
            <translation>Reserven landen</translation>
        </message>
        <message>
            <source>Land the reserves chosen on the Move tab</source>
            <translation>Die auf dem Reiter „Bewegen“ gewählten Reserven landen</translation>
        </message>
        <message>
            <source>Resolve the next battle…</source>
            <translation>Das nächste Gefecht auflösen…</translation>
        </message>
        <message>
            <source>Open the battle resolver on the first attack waiting</source>
            <translation>Den Gefechtsrechner für den ersten wartenden Angriff öffnen</translation>
        </message>
        <message>
            <source>Roll reserves</source>
            <translation>Reserven würfeln</translation>
        </message>
        <message>
            <source>Roll the reserves of the side whose roll is due</source>
            <translation>Die Reserven der Seite würfeln, deren Wurf fällig ist</translation>
        </message>
        <message>
            <source>End turn</source>
            <translation>Runde beenden</translation>
        </message>
        <message>
            <source>End the moving side's turn</source>
            <translation>Die Runde der ziehenden Seite beenden</translation>
        </message>
        <message>
            <source>Drop one Airborne unit</source>
            <translation>Eine Luftlandeeinheit absetzen</translation>
        </message>
        <message>
            <source>At the air strip chosen on the Move tab</source>
            <translation>Am Flugfeld, das auf dem Reiter „Bewegen“ gewählt ist</translation>
        </message>
        <message>
            <source>air strip</source>
            <translation>Flugfeld</translation>
        </message>
        <message>
            <source>supply arrow</source>
            <translation>Versorgungspfeil</translation>
        </message>
        <message>
            <source>airfield</source>
            <translation>Flugplatz</translation>
        </message>
        <message>
            <source>Pusan Perimeter</source>
            <translation>Pusan-Perimeter</translation>
        </message>
    </context>
    <context>
        <name>MacArthurScan</name>
        <message>
            <source>The scan's pins no longer fit the board: %1</source>
            <translation>Die Nadeln des Scans passen nicht mehr zum Brett: %1</translation>
        </message>
        <message>
            <source>A scan of the printed campaign map</source>
            <translation>Ein Scan der gedruckten Feldzugskarte</translation>
        </message>
        <message>
            <source>Map images</source>
            <translation>Kartenbilder</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Scan of the printed map</source>
            <translation>Scan der gedruckten Karte</translation>
        </message>
        <message>
            <source>Reading %1…</source>
            <translation>Lese %1…</translation>
        </message>
        <message>
            <source>Loading the scan cancelled: nothing was changed</source>
            <translation>Laden des Scans abgebrochen: nichts wurde geändert</translation>
        </message>
        <message>
            <source>Where is %1 now?</source>
            <translation>Wo ist %1 jetzt?</translation>
        </message>
        <message>
            <source>The scan %1 is missing or changed at %2: Board editor &gt; Find moved scan…</source>
            <translation>Der Scan %1 fehlt oder wurde geändert in %2: Brett-Editor &gt; Verschobenen Scan suchen…</translation>
        </message>
        <message>
            <source>Cutting %1 into tiles…</source>
            <translation>%1 wird in Kacheln geschnitten…</translation>
        </message>
        <message>
            <source>No scan: load one to place towns and roads over your printed map.</source>
            <translation>Kein Scan: einen laden, um Städte und Straßen über Ihrer gedruckten Karte zu setzen.</translation>
        </message>
        <message>
            <source>Scan %1 (%2 x %3 px), one pixel to one board unit: pin a printed town to fit it.</source>
            <translation>Scan %1 (%2 x %3 px), ein Pixel je Brett-Einheit: eine gedruckte Stadt anheften, um ihn einzupassen.</translation>
        </message>
        <message numerus="yes">
            <source>Scan %1 pinned to %n town(s) (%2): %3 board units a pixel, turned %4°, worst pin %5 units off.</source>
            <translation>
                <numerusform>Scan %1 an %n Stadt geheftet (%2): %3 Brett-Einheiten je Pixel, gedreht um %4°, schlechteste Nadel %5 Einheiten daneben.</numerusform>
                <numerusform>Scan %1 an %n Städte geheftet (%2): %3 Brett-Einheiten je Pixel, gedreht um %4°, schlechteste Nadel %5 Einheiten daneben.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>This game has no players' view.</source>
            <translation>Dieses Spiel hat keine Spieleransicht.</translation>
        </message>
        <message>
            <source>Cannot open database</source>
            <translation>Datenbank kann nicht geöffnet werden</translation>
        </message>
        <message>
            <source>Database opened read-only</source>
            <translation>Datenbank schreibgeschützt geöffnet</translation>
        </message>
        <message>
            <source>Database: %1</source>
            <translation>Datenbank: %1</translation>
        </message>
        <message>
            <source>No database</source>
            <translation>Keine Datenbank</translation>
        </message>
        <message>
            <source>Open or create a database</source>
            <translation>Eine Datenbank öffnen oder anlegen</translation>
        </message>
        <message>
            <source>Table Assistant database (*.sqlite *.db)</source>
            <translation>Table-Assistant-Datenbank (*.sqlite *.db)</translation>
        </message>
        <message>
            <source>Back up database</source>
            <translation>Datenbank sichern</translation>
        </message>
        <message>
            <source>SQLite database (*.sqlite)</source>
            <translation>SQLite-Datenbank (*.sqlite)</translation>
        </message>
        <message>
            <source>Game not created</source>
            <translation>Spiel nicht angelegt</translation>
        </message>
        <message>
            <source>Table file not opened</source>
            <translation>Tischdatei nicht geöffnet</translation>
        </message>
        <message>
            <source>%1
Nothing was made or changed.</source>
            <translation>%1
Nichts wurde angelegt oder geändert.</translation>
        </message>
        <message>
            <source>Open a table file</source>
            <translation>Eine Tischdatei öffnen</translation>
        </message>
        <message>
            <source>Make a new game of Last Stand on Bataan from the table file %1?</source>
            <translation>Ein neues Spiel „Last Stand on Bataan“ aus der Tischdatei %1 anlegen?</translation>
        </message>
        <message>
            <source>It is added to %1; the games already there are not changed.</source>
            <translation>Es wird zu %1 hinzugefügt; die Spiele darin bleiben unverändert.</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>&amp;Neues Spiel</translation>
        </message>
        <message>
            <source>Cannot open this game</source>
            <translation>Dieses Spiel kann nicht geöffnet werden</translation>
        </message>
        <message>
            <source>Other games in %1 are not affected: File &gt; Open game lists them, Help &gt; Check database lists what it finds.</source>
            <translation>Andere Spiele in %1 sind nicht betroffen: Datei &gt; Spiel öffnen listet sie, Hilfe &gt; Datenbank prüfen listet, was es findet.</translation>
        </message>
        <message>
            <source>Cannot draw this game's board</source>
            <translation>Das Brett dieses Spiels kann nicht gezeichnet werden</translation>
        </message>
        <message>
            <source>The game's records are intact; the overview is shown instead.</source>
            <translation>Die Aufzeichnungen des Spiels sind unversehrt; stattdessen wird die Übersicht gezeigt.</translation>
        </message>
        <message>
            <source>Rename game</source>
            <translation>Spiel umbenennen</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>Name:</translation>
        </message>
        <message>
            <source>Referee</source>
            <translation>Schiedsrichter</translation>
        </message>
        <message>
            <source>Referee's name (kept with this game; empty: none):</source>
            <translation>Name der Spielleitung (mit diesem Spiel gespeichert; leer: keiner):</translation>
        </message>
        <message>
            <source>About %1</source>
            <translation>Über %1</translation>
        </message>
    </context>
    <context>
        <name>MeasurePanel</name>
        <message>
            <source>Command circles</source>
            <translation>Befehlskreise</translation>
        </message>
        <message>
            <source>Sight line</source>
            <translation>Sichtlinie</translation>
        </message>
        <message>
            <source>Blast template</source>
            <translation>Sprengschablone</translation>
        </message>
        <message>
            <source>Blast 2" (B13)</source>
            <translation>Schablone 2" (B13)</translation>
        </message>
        <message>
            <source>Contacts</source>
            <translation>Kontakte</translation>
        </message>
        <message>
            <source>Reach</source>
            <translation>Reichweite</translation>
        </message>
        <message>
            <source>TOO CLOSE TO CALL (B28): referee decides</source>
            <translation>ZU KNAPP ZUM ENTSCHEIDEN (B28): der Schiedsrichter entscheidet</translation>
        </message>
        <message>
            <source>Rule: %1&lt;br&gt;Rulings: %2</source>
            <translation>Regel: %1&lt;br&gt;Entscheidungen: %2</translation>
        </message>
        <message>
            <source>Record move along the ruler</source>
            <translation>Bewegung entlang des Maßbands festhalten</translation>
        </message>
        <message>
            <source>Move the ruler's figure to its end through the waypoints and record the move (B7), one undoable change (Ctrl+Shift+Return)</source>
            <translation>Die Figur des Maßbands über die Wegpunkte an sein Ende bewegen und die Bewegung festhalten (B7), eine rückgängig machbare Änderung (Strg+Umschalt+Eingabe)</translation>
        </message>
        <message>
            <source>light wound</source>
            <translation>leichte Verwundung</translation>
        </message>
        <message>
            <source>serious wound</source>
            <translation>schwere Verwundung</translation>
        </message>
        <message>
            <source>dead</source>
            <translation>tot</translation>
        </message>
        <message>
            <source>revealed</source>
            <translation>aufgedeckt</translation>
        </message>
        <message>
            <source>hidden</source>
            <translation>verdeckt</translation>
        </message>
        <message>
            <source>entrenched</source>
            <translation>verschanzt</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt; %2, %3 %4 at (%5, %6)</source>
            <translation>&lt;b&gt;%1&lt;/b&gt; %2, %3 %4 bei (%5, %6)</translation>
        </message>
        <message>
            <source>Japanese</source>
            <translation>Japaner</translation>
        </message>
        <message>
            <source>American</source>
            <translation>Amerikaner</translation>
        </message>
        <message numerus="yes">
            <source>... and %n more</source>
            <translation>
                <numerusform>... und %n weitere</numerusform>
                <numerusform>... und %n weitere</numerusform>
            </translation>
        </message>
        <message>
            <source>Selected</source>
            <translation>Gewählt</translation>
        </message>
        <message>
            <source>Nothing selected. Click a figure; Ctrl+click a second for distance and sight.</source>
            <translation>Nichts gewählt. Eine Figur anklicken; Strg+Klick auf eine zweite für Entfernung und Sicht.</translation>
        </message>
        <message>
            <source>Distance</source>
            <translation>Entfernung</translation>
        </message>
        <message>
            <source>(centre to centre %1)</source>
            <translation>(Mitte zu Mitte %1)</translation>
        </message>
        <message>
            <source>CLEAR: they can see each other</source>
            <translation>FREI: sie sehen einander</translation>
        </message>
        <message>
            <source>BLOCKED: no sight</source>
            <translation>BLOCKIERT: keine Sicht</translation>
        </message>
        <message>
            <source>%1 of jungle along a %2 line (limit 6").</source>
            <translation>%1 Dschungel entlang einer Linie von %2 (Grenze 6").</translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n out of command</source>
            <translation>
                <numerusform>%1 von %n außer Befehl</numerusform>
                <numerusform>%1 von %n außer Befehl</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>all %n in command</source>
            <translation>
                <numerusform>%n in Befehl</numerusform>
                <numerusform>alle %n in Befehl</numerusform>
            </translation>
        </message>
        <message>
            <source>Banzai Charge: command is ignored (B6)</source>
            <translation>Banzai-Angriff: Befehl wird ignoriert (B6)</translation>
        </message>
        <message>
            <source>no figure needs command (B6)</source>
            <translation>keine Figur braucht Befehl (B6)</translation>
        </message>
        <message numerus="yes">
            <source>... and %n more (ringed red on the table)</source>
            <translation>
                <numerusform>... und %n weitere (auf dem Tisch rot umrandet)</numerusform>
                <numerusform>... und %n weitere (auf dem Tisch rot umrandet)</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 in command at %2</source>
            <translation>%1 in Befehl bei %2</translation>
        </message>
        <message>
            <source>Command</source>
            <translation>Befehl</translation>
        </message>
        <message>
            <source>automatic weapon: must take the closest first (B11)</source>
            <translation>automatische Waffe: muss das nächste Ziel zuerst nehmen (B11)</translation>
        </message>
        <message>
            <source>may pick any visible target (B11)</source>
            <translation>darf jedes sichtbare Ziel wählen (B11)</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;%1&lt;/b&gt; (%2): %n visible enemy(ies), %3</source>
            <translation>
                <numerusform>&lt;b&gt;%1&lt;/b&gt; (%2): %n sichtbarer Feind, %3</numerusform>
                <numerusform>&lt;b&gt;%1&lt;/b&gt; (%2): %n sichtbare Feinde, %3</numerusform>
            </translation>
        </message>
        <message>
            <source>first</source>
            <translation>zuerst</translation>
        </message>
        <message>
            <source>%1. %2 at %3</source>
            <translation>%1. %2 bei %3</translation>
        </message>
        <message numerus="yes">
            <source>%n visible American(s) not spotted yet (B15): %1</source>
            <translation>
                <numerusform>%n sichtbarer Amerikaner noch nicht aufgeklärt (B15): %1</numerusform>
                <numerusform>%n sichtbare Amerikaner noch nicht aufgeklärt (B15): %1</numerusform>
            </translation>
        </message>
        <message>
            <source>Targets</source>
            <translation>Ziele</translation>
        </message>
        <message numerus="yes">
            <source>path through %n waypoint(s): %1, of which %2 at half rate</source>
            <translation>
                <numerusform>Weg über %n Wegpunkt: %1, davon %2 zum halben Satz</numerusform>
                <numerusform>Weg über %n Wegpunkte: %1, davon %2 zum halben Satz</numerusform>
            </translation>
        </message>
        <message>
            <source>straight line %1, of which %2 at half rate</source>
            <translation>gerade Linie %1, davon %2 zum halben Satz</translation>
        </message>
        <message>
            <source>%1 %2": uses %3", %4" left</source>
            <translation>%1 %2": verbraucht %3", %4" übrig</translation>
        </message>
        <message>
            <source>%1 %2": uses %3" — %4</source>
            <translation>%1 %2": verbraucht %3" — %4</translation>
        </message>
        <message>
            <source>Ruler</source>
            <translation>Maßband</translation>
        </message>
        <message numerus="yes">
            <source>%1" template at (%2, %3): %n caught</source>
            <translation>
                <numerusform>%1"-Schablone bei (%2, %3): %n erfasst</numerusform>
                <numerusform>%1"-Schablone bei (%2, %3): %n erfasst</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 just outside at %2</source>
            <translation>%1 knapp außerhalb bei %2</translation>
        </message>
        <message numerus="yes">
            <source>%n enemy contact(s): melee</source>
            <translation>
                <numerusform>%n Feindkontakt: Nahkampf</numerusform>
                <numerusform>%n Feindkontakte: Nahkampf</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 ↔ %2: gap %3</source>
            <translation>%1 ↔ %2: Lücke %3</translation>
        </message>
        <message>
            <source>No enemy bases touching (%1).</source>
            <translation>Keine feindlichen Basen berühren sich (%1).</translation>
        </message>
        <message>
            <source>%1: %2 sq in</source>
            <translation>%1: %2 Quadratzoll</translation>
        </message>
        <message>
            <source>Reachable area</source>
            <translation>Erreichbarer Bereich</translation>
        </message>
        <message>
            <source>White = walk, dashed yellow = run.</source>
            <translation>Weiß = Gehen, gelb gestrichelt = Laufen.</translation>
        </message>
        <message>
            <source>the point</source>
            <translation>der Punkt</translation>
        </message>
    </context>
    <context>
        <name>MoveTab</name>
        <message>
            <source>Move</source>
            <translation>Bewegen</translation>
        </message>
        <message>
            <source>Click a town of the moving side on the map, then the destination.</source>
            <translation>Eine Stadt der ziehenden Seite auf der Karte klicken, dann das Ziel.</translation>
        </message>
        <message>
            <source>From:</source>
            <translation>Von:</translation>
        </message>
        <message>
            <source>To:</source>
            <translation>Nach:</translation>
        </message>
        <message>
            <source>Units:</source>
            <translation>Einheiten:</translation>
        </message>
        <message>
            <source>Pick a town and a destination.</source>
            <translation>Eine Stadt und ein Ziel wählen.</translation>
        </message>
        <message>
            <source>Move the chosen units (Ctrl+M)</source>
            <translation>Die gewählten Einheiten bewegen (Strg+M)</translation>
        </message>
        <message>
            <source>Land reserves (1 MP a unit)</source>
            <translation>Reserven landen (1 BP je Einheit)</translation>
        </message>
        <message>
            <source>Landing area:</source>
            <translation>Landezone:</translation>
        </message>
        <message>
            <source>Land</source>
            <translation>Landen</translation>
        </message>
        <message>
            <source>Land the reserves (Ctrl+L)</source>
            <translation>Die Reserven landen (Strg+L)</translation>
        </message>
        <message>
            <source>Airborne drop at:</source>
            <translation>Luftlandung bei:</translation>
        </message>
        <message>
            <source>Drop one Airborne unit</source>
            <translation>Eine Luftlandeeinheit absetzen</translation>
        </message>
        <message>
            <source>Ctrl+D</source>
            <translation>Strg+D</translation>
        </message>
        <message>
            <source>%1: no units — pick a town of the moving side first</source>
            <translation>%1: keine Einheiten — zuerst eine Stadt der ziehenden Seite wählen</translation>
        </message>
        <message>
            <source>%1: not the moving side — pick a town of the moving side first</source>
            <translation>%1: nicht die ziehende Seite — zuerst eine Stadt der ziehenden Seite wählen</translation>
        </message>
        <message>
            <source>Pick a town and a destination (click on the map or choose above).</source>
            <translation>Eine Stadt und ein Ziel wählen (auf der Karte klicken oder oben auswählen).</translation>
        </message>
        <message>
            <source>No side is moving: turn a movement card first.</source>
            <translation>Keine Seite zieht: zuerst eine Bewegungskarte aufdecken.</translation>
        </message>
        <message>
            <source>Choose how many Large and Small units move.</source>
            <translation>Wählen, wie viele große und kleine Einheiten ziehen.</translation>
        </message>
        <message>
            <source>%1 MP left</source>
            <translation>%1 BP übrig</translation>
        </message>
        <message>
            <source>%1 MP %2 left</source>
            <translation>%1 BP %2 übrig</translation>
        </message>
        <message>
            <source>%1 MP a unit × %2 = &lt;b&gt;%3 MP&lt;/b&gt; of %4; after it %5.</source>
            <translation>%1 BP je Einheit × %2 = &lt;b&gt;%3 BP&lt;/b&gt; von %4; danach %5.</translation>
        </message>
        <message>
            <source>&lt;br&gt;&lt;b&gt;Enemy town:&lt;/b&gt; the units stop outside it and fight (Battles).</source>
            <translation>&lt;br&gt;&lt;b&gt;Feindliche Stadt:&lt;/b&gt; die Einheiten halten davor und kämpfen (Gefechte).</translation>
        </message>
        <message>
            <source>Reserves: </source>
            <translation>Reserven: </translation>
        </message>
        <message>
            <source>No reserves in this campaign.</source>
            <translation>Keine Reserven in diesem Feldzug.</translation>
        </message>
        <message>
            <source>Not allowed:</source>
            <translation>Nicht erlaubt:</translation>
        </message>
    </context>
    <context>
        <name>NetworkView</name>
        <message>
            <source>Town and road map</source>
            <translation>Städte- und Straßenkarte</translation>
        </message>
        <message>
            <source>%1 attacking %2 from %3</source>
            <translation>%1 greift %2 von %3 an</translation>
        </message>
        <message>
            <source>BATAAN INSERT (no moves back out)</source>
            <translation>BATAAN-NEBENKARTE (kein Zug zurück hinaus)</translation>
        </message>
        <message>
            <source>BATAAN</source>
            <translation>BATAAN</translation>
        </message>
        <message numerus="yes">
            <source>%1 → %2 (Zone %3, %n a turn)</source>
            <translation>
                <numerusform>%1 → %2 (Zone %3, %n je Runde)</numerusform>
                <numerusform>%1 → %2 (Zone %3, %n je Runde)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 → %2 (%n a turn)</source>
            <translation>
                <numerusform>%1 → %2 (%n je Runde)</numerusform>
                <numerusform>%1 → %2 (%n je Runde)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>OddsView</name>
        <message>
            <source>Outcome</source>
            <translation>Ausgang</translation>
        </message>
        <message>
            <source>Chance</source>
            <translation>Chance</translation>
        </message>
        <message>
            <source>At least</source>
            <translation>Mindestens</translation>
        </message>
        <message>
            <source>At most</source>
            <translation>Höchstens</translation>
        </message>
        <message>
            <source>Odds: %1</source>
            <translation>Chancen: %1</translation>
        </message>
        <message>
            <source>%1 exactly</source>
            <translation>%1 genau</translation>
        </message>
        <message>
            <source>What it would do</source>
            <translation>Was es bewirken würde</translation>
        </message>
        <message>
            <source>Modifiers: %1</source>
            <translation>Modifikatoren: %1</translation>
        </message>
    </context>
    <context>
        <name>OverStackDialog</name>
        <message>
            <source>Over-stacked towns</source>
            <translation>Überstapelte Städte</translation>
        </message>
        <message>
            <source>After a turn a town keeps at most %1 units; the excess is out of the game. Its owner chooses which go (Smalls first unless changed).</source>
            <translation>Nach einer Runde behält eine Stadt höchstens %1 Einheiten; der Überschuss scheidet aus dem Spiel. Ihr Besitzer wählt, welche gehen (Kleine zuerst, falls nicht geändert).</translation>
        </message>
        <message>
            <source>(%1, %2): remove %3</source>
            <translation>(%1, %2): %3 entfernen</translation>
        </message>
        <message>
            <source>Large</source>
            <translation>Groß</translation>
        </message>
        <message>
            <source>Small</source>
            <translation>Klein</translation>
        </message>
        <message>
            <source>Remove these and end the turn</source>
            <translation>Diese entfernen und die Runde beenden</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
    </context>
    <context>
        <name>PhotoColoursDialog</name>
        <message>
            <source>Officer</source>
            <translation>Offizier</translation>
        </message>
        <message>
            <source>Flag bearer</source>
            <translation>Fahnenträger</translation>
        </message>
        <message>
            <source>Sniper</source>
            <translation>Scharfschütze</translation>
        </message>
        <message>
            <source>Knee mortar</source>
            <translation>Kniemörser</translation>
        </message>
        <message>
            <source>.30 MG crew</source>
            <translation>.30-MG-Bedienung</translation>
        </message>
        <message>
            <source>Photo colours</source>
            <translation>Fotofarben</translation>
        </message>
        <message>
            <source>The colour of each group's bases and of each role's dot on the base rim, as the photo shows them: pick colours far from your cloth and terrain, and from each other.</source>
            <translation>Die Farbe der Bases jeder Gruppe und des Punkts jeder Rolle am Baserand, wie das Foto sie zeigt: wählen Sie Farben, die sich deutlich von Tuch, Gelände und voneinander unterscheiden.</translation>
        </message>
        <message>
            <source>Bases</source>
            <translation>Bases</translation>
        </message>
        <message>
            <source>Japanese platoon %1</source>
            <translation>Japanischer Zug %1</translation>
        </message>
        <message>
            <source>American squad %1</source>
            <translation>Amerikanischer Trupp %1</translation>
        </message>
        <message>
            <source>Role dots</source>
            <translation>Rollenpunkte</translation>
        </message>
        <message>
            <source>Corner markers' side:</source>
            <translation>Seitenlänge der Eckmarker:</translation>
        </message>
    </context>
    <context>
        <name>PhotoDialog</name>
        <message>
            <source>top left</source>
            <translation>oben links</translation>
        </message>
        <message>
            <source>top right</source>
            <translation>oben rechts</translation>
        </message>
        <message>
            <source>bottom right</source>
            <translation>unten rechts</translation>
        </message>
        <message>
            <source>bottom left</source>
            <translation>unten links</translation>
        </message>
        <message>
            <source>Table photo</source>
            <translation>Tischfoto</translation>
        </message>
        <message>
            <source>Opacity over the table cloth:</source>
            <translation>Deckkraft über dem Tischtuch:</translation>
        </message>
        <message>
            <source>Photo opacity</source>
            <translation>Foto-Deckkraft</translation>
        </message>
        <message>
            <source>Click the corners again</source>
            <translation>Die Ecken erneut klicken</translation>
        </message>
        <message>
            <source>Another photo…</source>
            <translation>Anderes Foto…</translation>
        </message>
        <message>
            <source>Keep these corners?</source>
            <translation>Diese Ecken behalten?</translation>
        </message>
        <message>
            <source>The table is %1" x %2" (from the game).</source>
            <translation>Der Tisch ist %1" x %2" (aus dem Spiel).</translation>
        </message>
        <message>
            <source>Click the corner of the table that the board shows at its %1 (corner %2 of 4). The wheel zooms, a drag pans.</source>
            <translation>Die Tischecke klicken, die das Brett %1 zeigt (Ecke %2 von 4). Das Mausrad zoomt, Ziehen verschiebt.</translation>
        </message>
        <message>
            <source>All four corners are clicked: the preview shows the table as the board will draw it.</source>
            <translation>Alle vier Ecken sind geklickt: die Vorschau zeigt den Tisch so, wie das Brett ihn zeichnen wird.</translation>
        </message>
        <message>
            <source>The upright table appears here once its four corners are clicked.</source>
            <translation>Der aufgerichtete Tisch erscheint hier, sobald seine vier Ecken geklickt sind.</translation>
        </message>
    </context>
    <context>
        <name>PhotoReadActions</name>
        <message>
            <source>Read table photo…</source>
            <translation>Tischfoto lesen…</translation>
        </message>
        <message>
            <source>Where a photo of the table (four corner markers, bases in their group's colour) puts every figure: review the moves, accept them as one undoable change</source>
            <translation>Wohin ein Foto des Tisches (vier Eckmarker, Bases in der Farbe ihrer Gruppe) jede Figur setzt: Bewegungen prüfen und als einen rückgängig machbaren Schritt übernehmen</translation>
        </message>
        <message>
            <source>Photo colours…</source>
            <translation>Fotofarben…</translation>
        </message>
        <message>
            <source>The base colour of each group and the dot colour of each role a photo is read by, and the corner markers' size</source>
            <translation>Die Basefarbe jeder Gruppe und die Punktfarbe jeder Rolle, nach denen ein Foto gelesen wird, und die Größe der Eckmarker</translation>
        </message>
        <message>
            <source>Print marker sheet…</source>
            <translation>Markerbogen drucken…</translation>
        </message>
        <message>
            <source>The four corner markers as a PDF at true size</source>
            <translation>Die vier Eckmarker als PDF in Originalgröße</translation>
        </message>
        <message>
            <source>Reading the table photo</source>
            <translation>Tischfoto wird gelesen</translation>
        </message>
        <message>
            <source>Finding the markers and the bases on %1…</source>
            <translation>Marker und Bases auf %1 werden gesucht…</translation>
        </message>
        <message>
            <source>Moves from the photo not recorded</source>
            <translation>Bewegungen aus dem Foto nicht festgehalten</translation>
        </message>
        <message>
            <source>Read a photo of the table</source>
            <translation>Ein Foto des Tisches lesen</translation>
        </message>
        <message>
            <source>Photos (*.jpg *.jpeg *.png)</source>
            <translation>Fotos (*.jpg *.jpeg *.png)</translation>
        </message>
        <message>
            <source>Photo not read</source>
            <translation>Foto nicht gelesen</translation>
        </message>
        <message>
            <source>Photo colours</source>
            <translation>Fotofarben</translation>
        </message>
        <message>
            <source>Photo colours not changed</source>
            <translation>Fotofarben nicht geändert</translation>
        </message>
        <message>
            <source>Print marker sheet</source>
            <translation>Markerbogen drucken</translation>
        </message>
        <message>
            <source>The markers' side in inches:</source>
            <translation>Seitenlänge der Marker in Zoll:</translation>
        </message>
        <message>
            <source>Save the marker sheet</source>
            <translation>Markerbogen speichern</translation>
        </message>
        <message>
            <source>PDF (*.pdf)</source>
            <translation>PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Marker sheet not written</source>
            <translation>Markerbogen nicht geschrieben</translation>
        </message>
        <message>
            <source>Marker sheet written to %1</source>
            <translation>Markerbogen geschrieben nach %1</translation>
        </message>
    </context>
    <context>
        <name>PlotsPanel</name>
        <message>
            <source>Luck</source>
            <translation>Glück</translation>
        </message>
        <message>
            <source>Plots</source>
            <translation>Diagramme</translation>
        </message>
        <message>
            <source>%1 plot</source>
            <translation>Diagramm %1</translation>
        </message>
    </context>
    <context>
        <name>ReadPhoto</name>
        <message>
            <source>Table Assistant corner markers</source>
            <translation>Table-Assistant-Eckmarker</translation>
        </message>
        <message>
            <source>Marker %1 (ArUco DICT_4X4_50), %2" a side. Table corner %3: lay it with its centre %4" in from both edges, at (%5, %6) on a %7" x %8" table, this text towards you and the marker's top edge towards the table's edge y = 0. Keep the white round it.</source>
            <translation>Marker %1 (ArUco DICT_4X4_50), %2" Seitenlänge. Tischecke %3: mit der Mitte %4" von beiden Kanten entfernt auflegen, bei (%5, %6) auf einem Tisch von %7" x %8", dieser Text zu Ihnen hin und die Oberkante des Markers zur Tischkante y = 0. Den weißen Rand frei lassen.</translation>
        </message>
        <message>
            <source>this bar is 1 inch: print at 100 % (no fitting to the page)</source>
            <translation>dieser Balken ist 1 Zoll lang: mit 100 % drucken (nicht an die Seite anpassen)</translation>
        </message>
    </context>
    <context>
        <name>ReadPhotoDialog</name>
        <message>
            <source>Read table photo</source>
            <translation>Tischfoto lesen</translation>
        </message>
        <message>
            <source>%1: %2 moved, %3 too far, %4 unchanged, %5 not found, %6 bases not matched. Markers fit to %7".</source>
            <translation>%1: %2 bewegt, %3 zu weit, %4 unverändert, %5 nicht gefunden, %6 Bases nicht zugeordnet. Marker passen auf %7".</translation>
        </message>
        <message>
            <source>Figure</source>
            <translation>Figur</translation>
        </message>
        <message>
            <source>Moved</source>
            <translation>Bewegt</translation>
        </message>
        <message>
            <source>Confidence</source>
            <translation>Sicherheit</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Warum</translation>
        </message>
        <message>
            <source>Arrows: &lt;span style='color:%1'&gt;sure&lt;/span&gt;, &lt;span style='color:%2'&gt;fairly sure&lt;/span&gt;, &lt;span style='color:%3'&gt;unsure&lt;/span&gt;, &lt;span style='color:%4'&gt;too far or refused by the rules (not ticked)&lt;/span&gt;; rings: not found; crosses: bases not matched.</source>
            <translation>Pfeile: &lt;span style='color:%1'&gt;sicher&lt;/span&gt;, &lt;span style='color:%2'&gt;ziemlich sicher&lt;/span&gt;, &lt;span style='color:%3'&gt;unsicher&lt;/span&gt;, &lt;span style='color:%4'&gt;zu weit oder von den Regeln abgelehnt (nicht angehakt)&lt;/span&gt;; Ringe: nicht gefunden; Kreuze: Bases nicht zugeordnet.</translation>
        </message>
        <message>
            <source>Accept all moves</source>
            <translation>Alle Bewegungen übernehmen</translation>
        </message>
        <message>
            <source>Move every figure the photo moved within its allowance (one undoable change)</source>
            <translation>Jede Figur bewegen, die das Foto innerhalb ihrer Reichweite bewegt hat (ein rückgängig machbarer Schritt)</translation>
        </message>
        <message>
            <source>Accept ticked</source>
            <translation>Angehakte übernehmen</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Bewegungen</translation>
        </message>
        <message>
            <source>Too far for this phase</source>
            <translation>Zu weit für diese Phase</translation>
        </message>
        <message>
            <source>Not found</source>
            <translation>Nicht gefunden</translation>
        </message>
        <message>
            <source>Unchanged</source>
            <translation>Unverändert</translation>
        </message>
        <message>
            <source>Bases not matched (%1)</source>
            <translation>Nicht zugeordnete Bases (%1)</translation>
        </message>
        <message>
            <source>%1 at %2, %3</source>
            <translation>%1 bei %2, %3</translation>
        </message>
        <message>
            <source>%1 of %2 moves ticked</source>
            <translation>%1 von %2 Bewegungen angehakt</translation>
        </message>
    </context>
    <context>
        <name>RecordTab</name>
        <message>
            <source>Victory — %1</source>
            <translation>Sieg — %1</translation>
        </message>
        <message>
            <source>Campaign notes (turn ends, victory, the demo):</source>
            <translation>Feldzugsnotizen (Rundenende, Sieg, die Demo):</translation>
        </message>
        <message>
            <source>Campaign notes</source>
            <translation>Feldzugsnotizen</translation>
        </message>
        <message>
            <source>✔ CONDITION MET NOW — </source>
            <translation>✔ BEDINGUNG JETZT ERFÜLLT — </translation>
        </message>
        <message>
            <source>✘ not met — </source>
            <translation>✘ nicht erfüllt — </translation>
        </message>
        <message>
            <source>Reserves: </source>
            <translation>Reserven: </translation>
        </message>
        <message>
            <source>No reserves in this campaign.</source>
            <translation>Keine Reserven in diesem Feldzug.</translation>
        </message>
    </context>
    <context>
        <name>RefereePanel</name>
        <message>
            <source>1 Banzai?</source>
            <translation>1 Banzai?</translation>
        </message>
        <message>
            <source>2 JP move</source>
            <translation>2 JP-Bewegung</translation>
        </message>
        <message>
            <source>3 US move</source>
            <translation>3 US-Bewegung</translation>
        </message>
        <message>
            <source>4a Snipers</source>
            <translation>4a Scharf­schützen</translation>
        </message>
        <message>
            <source>4b Still fire</source>
            <translation>4b Feuer im Stand</translation>
        </message>
        <message>
            <source>4c Moved fire</source>
            <translation>4c Feuer nach Bewegung</translation>
        </message>
        <message>
            <source>5 Melee</source>
            <translation>5 Nahkampf</translation>
        </message>
        <message>
            <source>Record move</source>
            <translation>Bewegung festhalten</translation>
        </message>
        <message>
            <source>Fire</source>
            <translation>Feuer</translation>
        </message>
        <message>
            <source>Grenade</source>
            <translation>Handgranate</translation>
        </message>
        <message>
            <source>Knee mortar</source>
            <translation>Kniemörser</translation>
        </message>
        <message>
            <source>Sniper</source>
            <translation>Scharfschütze</translation>
        </message>
        <message>
            <source>Melee</source>
            <translation>Nahkampf</translation>
        </message>
        <message>
            <source>Antitank</source>
            <translation>Panzerabwehr</translation>
        </message>
        <message>
            <source>Banzai Charge</source>
            <translation>Banzai-Angriff</translation>
        </message>
        <message>
            <source>Banzai moves</source>
            <translation>Banzai-Bewegungen</translation>
        </message>
        <message>
            <source>Reveal US</source>
            <translation>US aufdecken</translation>
        </message>
        <message>
            <source>End wave</source>
            <translation>Welle beenden</translation>
        </message>
        <message>
            <source>US leave table</source>
            <translation>US verlassen Tisch</translation>
        </message>
        <message>
            <source>Set-up: check and confirm (B29, B31)…</source>
            <extracomment>each button's command in the catalogue (its rule, its summary, and when it can be used come from there)</extracomment>
            <translation>Aufstellung: prüfen und bestätigen (B29, B31)…</translation>
        </message>
        <message>
            <source>Check the table against the article's set-up, then confirm it to start the first wave</source>
            <translation>Den Tisch gegen die Aufstellung des Artikels prüfen, dann bestätigen, um die erste Welle zu beginnen</translation>
        </message>
        <message>
            <source>Next phase</source>
            <translation>Nächste Phase</translation>
        </message>
        <message>
            <source>Next phase  (%1)</source>
            <translation>Nächste Phase  (%1)</translation>
        </message>
        <message>
            <source>The next phase of the turn (II); after melee a new turn starts</source>
            <translation>Die nächste Phase der Runde (II); nach dem Nahkampf beginnt eine neue Runde</translation>
        </message>
        <message>
            <source>Export report...</source>
            <translation>Bericht exportieren...</translation>
        </message>
        <message>
            <source>The game's story, waves, plots and rolls as an HTML or PDF report</source>
            <translation>Die Geschichte des Spiels, Wellen, Diagramme und Würfe als HTML- oder PDF-Bericht</translation>
        </message>
        <message>
            <source>Players' view</source>
            <translation>Spieleransicht</translation>
        </message>
        <message>
            <source>A second window for the players: the table as the Japanese see it</source>
            <translation>Ein zweites Fenster für die Spieler: der Tisch, wie die Japaner ihn sehen</translation>
        </message>
        <message>
            <source>Victory screen</source>
            <translation>Siegbildschirm</translation>
        </message>
        <message>
            <source>The victory level, full screen, once the game has ended (B22)</source>
            <translation>Die Siegstufe im Vollbild, sobald das Spiel geendet hat (B22)</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Ergebnisse</translation>
        </message>
        <message>
            <source>Each step's result, the last one at the bottom</source>
            <translation>Das Ergebnis jedes Schritts, das letzte unten</translation>
        </message>
        <message>
            <source>Waves</source>
            <translation>Wellen</translation>
        </message>
        <message>
            <source>Victory</source>
            <translation>Sieg</translation>
        </message>
        <message>
            <source>Undone: %1</source>
            <translation>Rückgängig gemacht: %1</translation>
        </message>
        <message>
            <source>No Bataan game open</source>
            <translation>Kein Bataan-Spiel offen</translation>
        </message>
        <message>
            <source>Phase %1, the phase now</source>
            <translation>Phase %1, die aktuelle Phase</translation>
        </message>
        <message>
            <source>Phase %1</source>
            <translation>Phase %1</translation>
        </message>
        <message>
            <source>Now: %1</source>
            <translation>Jetzt: %1</translation>
        </message>
        <message>
            <source>Not now: %1</source>
            <translation>Nicht jetzt: %1</translation>
        </message>
        <message>
            <source>Select %1 on the board first.</source>
            <translation>Zuerst %1 auf dem Brett wählen.</translation>
        </message>
        <message>
            <source>the figures that moved</source>
            <translation>die Figuren, die sich bewegt haben</translation>
        </message>
        <message>
            <source>the firers (and a target)</source>
            <translation>die Schützen (und ein Ziel)</translation>
        </message>
        <message>
            <source>the thrower (and a figure to aim at)</source>
            <translation>den Werfer (und eine Figur als Ziel)</translation>
        </message>
        <message>
            <source>No sniper is left on the table.</source>
            <translation>Kein Scharfschütze ist mehr auf dem Tisch.</translation>
        </message>
        <message>
            <source>Melee (V, B17)</source>
            <translation>Nahkampf (V, B17)</translation>
        </message>
        <message>
            <source>Rounds are simultaneous and repeat until one side of each fight is gone.</source>
            <translation>Die Runden sind gleichzeitig und wiederholen sich, bis eine Seite jedes Kampfes fort ist.</translation>
        </message>
        <message>
            <source>Fight</source>
            <translation>Kämpfen</translation>
        </message>
        <message>
            <source>the American who reached the tank</source>
            <translation>der Amerikaner, der den Panzer erreicht hat</translation>
        </message>
        <message>
            <source>Antitank (B18)</source>
            <translation>Panzerabwehr (B18)</translation>
        </message>
        <message>
            <source>Attack</source>
            <translation>Angreifen</translation>
        </message>
        <message>
            <source>Ordered by the wave commander: %1</source>
            <translation>Befohlen vom Wellenführer: %1</translation>
        </message>
        <message>
            <source>While it lasts: command ignored, no Japanese fire or grenades, everyone runs at his nearest visible American, +1 in melee (VI.D).</source>
            <translation>Solange er dauert: Befehl ignoriert, kein japanisches Feuer und keine Handgranaten, jeder läuft auf seinen nächsten sichtbaren Amerikaner zu, +1 im Nahkampf (VI.D).</translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n Japanese figure(s) have a visible American to charge.</source>
            <translation>
                <numerusform>%1 von %n japanischen Figuren hat einen sichtbaren Amerikaner zum Angreifen.</numerusform>
                <numerusform>%1 von %n japanischen Figuren haben einen sichtbaren Amerikaner zum Angreifen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>... and %n more (the Banzai moves dialog lists them all)</source>
            <translation>
                <numerusform>... und %n weitere (der Dialog Banzai-Bewegungen listet alle)</numerusform>
                <numerusform>... und %n weitere (der Dialog Banzai-Bewegungen listet alle)</numerusform>
            </translation>
        </message>
        <message>
            <source>Banzai Charge (VI.D)</source>
            <translation>Banzai-Angriff (VI.D)</translation>
        </message>
        <message>
            <source>BANZAI!</source>
            <translation>BANZAI!</translation>
        </message>
        <message>
            <source>Hidden Americans are placed when a Japanese figure comes within 2" or when they fire (B15).</source>
            <translation>Verdeckte Amerikaner werden aufgestellt, wenn eine japanische Figur auf 2" herankommt oder wenn sie feuern (B15).</translation>
        </message>
        <message>
            <source>%1: spotted now</source>
            <translation>%1: jetzt aufgeklärt</translation>
        </message>
        <message>
            <source>No hidden American is spotted now: pick who to place.</source>
            <translation>Kein verdeckter Amerikaner ist jetzt aufgeklärt: wählen, wer aufgestellt wird.</translation>
        </message>
        <message>
            <source>Reveal hidden Americans (B15)</source>
            <translation>Verdeckte Amerikaner aufdecken (B15)</translation>
        </message>
        <message>
            <source>Reveal</source>
            <translation>Aufdecken</translation>
        </message>
        <message>
            <source>Americans leaving the table are gone for good. When the last one leaves, the wave sets the result (B22). Now: wave %1.</source>
            <translation>Amerikaner, die den Tisch verlassen, sind endgültig fort. Wenn der letzte geht, bestimmt die Welle das Ergebnis (B22). Jetzt: Welle %1.</translation>
        </message>
        <message>
            <source>Americans leave the table</source>
            <translation>Amerikaner verlassen den Tisch</translation>
        </message>
        <message>
            <source>Leave the table</source>
            <translation>Den Tisch verlassen</translation>
        </message>
        <message>
            <source>Last Stand on Bataan: the result</source>
            <translation>Last Stand on Bataan: das Ergebnis</translation>
        </message>
        <message>
            <source>Export the game report</source>
            <translation>Den Spielbericht exportieren</translation>
        </message>
        <message>
            <source>PDF (*.pdf);;HTML (*.html)</source>
            <translation>PDF (*.pdf);;HTML (*.html)</translation>
        </message>
        <message>
            <source>The game report</source>
            <translation>Der Spielbericht</translation>
        </message>
        <message>
            <source>Report not exported</source>
            <translation>Bericht nicht exportiert</translation>
        </message>
        <message>
            <source>Report written to %1</source>
            <translation>Bericht nach %1 geschrieben</translation>
        </message>
        <message>
            <source>Not allowed:</source>
            <translation>Nicht erlaubt:</translation>
        </message>
    </context>
    <context>
        <name>RollLogPanel</name>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>Runde</translation>
        </message>
        <message>
            <source>Phase</source>
            <translation>Phase</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Wer</translation>
        </message>
        <message>
            <source>Side</source>
            <translation>Seite</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Warum</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>Würfel</translation>
        </message>
        <message>
            <source>Modifiers</source>
            <translation>Modifikatoren</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Chart result</source>
            <translation>Tabellenergebnis</translation>
        </message>
        <message>
            <source>Every roll of the game: who, why, modifiers, dice and result</source>
            <translation>Jeder Wurf des Spiels: wer, warum, Modifikatoren, Würfel und Ergebnis</translation>
        </message>
        <message>
            <source>any turn</source>
            <translation>jede Runde</translation>
        </message>
        <message>
            <source>who</source>
            <translation>wer</translation>
        </message>
        <message>
            <source>any side</source>
            <translation>jede Seite</translation>
        </message>
        <message>
            <source>any chart</source>
            <translation>jede Tabelle</translation>
        </message>
        <message>
            <source>last </source>
            <translation>letzte </translation>
        </message>
        <message>
            <source>Filter by turn</source>
            <translation>Nach Runde filtern</translation>
        </message>
        <message>
            <source>Filter by who rolled</source>
            <translation>Nach Würfelndem filtern</translation>
        </message>
        <message>
            <source>Filter by side</source>
            <translation>Nach Seite filtern</translation>
        </message>
        <message>
            <source>Filter by chart</source>
            <translation>Nach Tabelle filtern</translation>
        </message>
        <message>
            <source>How many rolls to show</source>
            <translation>Wie viele Würfe zeigen</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>CSV exportieren…</translation>
        </message>
        <message>
            <source>Filter:</source>
            <translation>Filter:</translation>
        </message>
        <message>
            <source>Roll log</source>
            <translation>Würfelprotokoll</translation>
        </message>
        <message numerus="yes">
            <source>%1 shown of %n roll(s) in this game</source>
            <translation>
                <numerusform>%1 gezeigt von %n Wurf in diesem Spiel</numerusform>
                <numerusform>%1 gezeigt von %n Würfen in diesem Spiel</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RollPanel</name>
        <message>
            <source>Type a dice pool…</source>
            <translation>Einen Würfelpool eingeben…</translation>
        </message>
        <message>
            <source>Any chart or dice pool: its exact odds first, then the roll</source>
            <translation>Jede Tabelle oder Würfelmenge: zuerst die genauen Chancen, dann der Wurf</translation>
        </message>
        <message>
            <source>e.g. 1d6, 2d6&gt;=8, 5d6m, d10</source>
            <translation>z. B. 1d6, 2d6&gt;=8, 5d6m, d10</translation>
        </message>
        <message>
            <source>who rolls (optional)</source>
            <translation>wer würfelt (optional)</translation>
        </message>
        <message>
            <source>Chart:</source>
            <translation>Tabelle:</translation>
        </message>
        <message>
            <source>Pool:</source>
            <translation>Pool:</translation>
        </message>
        <message>
            <source>Who:</source>
            <translation>Wer:</translation>
        </message>
        <message>
            <source>Side:</source>
            <translation>Seite:</translation>
        </message>
        <message>
            <source>Chart</source>
            <translation>Tabelle</translation>
        </message>
        <message>
            <source>Dice pool</source>
            <translation>Würfelpool</translation>
        </message>
        <message>
            <source>Who rolls</source>
            <translation>Wer würfelt</translation>
        </message>
        <message>
            <source>Side</source>
            <translation>Seite</translation>
        </message>
        <message>
            <source>exactly</source>
            <translation>genau</translation>
        </message>
        <message>
            <source>at least</source>
            <translation>mindestens</translation>
        </message>
        <message>
            <source>Show:</source>
            <translation>Zeigen:</translation>
        </message>
        <message>
            <source>chance</source>
            <translation>Chance</translation>
        </message>
        <message>
            <source>Odds chart</source>
            <translation>Chancentabelle</translation>
        </message>
        <message>
            <source>Odds</source>
            <translation>Chancen</translation>
        </message>
        <message>
            <source>Roll  (Ctrl+R)</source>
            <translation>Würfeln  (Strg+R)</translation>
        </message>
        <message>
            <source>Roll result</source>
            <translation>Wurfergebnis</translation>
        </message>
        <message>
            <source>no chart '%1' for this game</source>
            <translation>keine Tabelle „%1“ für dieses Spiel</translation>
        </message>
        <message>
            <source>&lt;b&gt;Edited for this game&lt;/b&gt; (Game &amp;gt; Charts…)</source>
            <translation>&lt;b&gt;Für dieses Spiel bearbeitet&lt;/b&gt; (Spiel &amp;gt; Tabellen…)</translation>
        </message>
        <message>
            <source>Rule: %1</source>
            <translation>Regel: %1</translation>
        </message>
        <message>
            <source>Any pool: see Help &gt; Rules reference for the notation.</source>
            <translation>Jeder Pool: die Schreibweise steht unter Hilfe &gt; Regelreferenz.</translation>
        </message>
        <message>
            <source>Average %1</source>
            <translation>Mittelwert %1</translation>
        </message>
        <message>
            <source>Chance of exactly each value</source>
            <translation>Chance für genau jeden Wert</translation>
        </message>
        <message>
            <source>Chance of at least each value</source>
            <translation>Chance für mindestens jeden Wert</translation>
        </message>
        <message>
            <source>Cannot roll</source>
            <translation>Würfeln nicht möglich</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;  (dice %2)</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;  (Würfel %2)</translation>
        </message>
        <message>
            <source>Rolled %1 (dice %2)</source>
            <translation>%1 gewürfelt (Würfel %2)</translation>
        </message>
    </context>
    <context>
        <name>RouteMeasure</name>
        <message>
            <source>Measure</source>
            <translation>Messen</translation>
        </message>
        <message>
            <source>this turn's full roads and enemy towns</source>
            <translation>die vollen Straßen und feindlichen Städte dieser Runde</translation>
        </message>
        <message>
            <source>Count the segments already full this turn and the towns the enemy holds</source>
            <translation>Die in dieser Runde schon vollen Abschnitte und die Städte des Feindes zählen</translation>
        </message>
        <message>
            <source>Stacks to bring into 'To': town=units, separated by commas</source>
            <translation>Stapel, die nach „Nach“ kommen: Stadt=Einheiten, durch Kommas getrennt</translation>
        </message>
        <message numerus="yes">
            <source>%n unit(s)</source>
            <translation>
                <numerusform>%n Einheit</numerusform>
                <numerusform>%n Einheiten</numerusform>
            </translation>
        </message>
        <message>
            <source>No open route from %1 to %2 for %3.</source>
            <translation>Keine offene Route von %1 nach %2 für %3.</translation>
        </message>
        <message>
            <source>%1 MP a unit; %2: &lt;b&gt;%3 MP&lt;/b&gt;</source>
            <translation>%1 BP je Einheit; %2: &lt;b&gt;%3 BP&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Write stacks as Town=units, e.g. A=3, B=4 (%1)</source>
            <translation>Stapel als Stadt=Einheiten schreiben, z. B. A=3, B=4 (%1)</translation>
        </message>
        <message>
            <source>The segments cannot carry all these units this turn.</source>
            <translation>Die Abschnitte können in dieser Runde nicht alle diese Einheiten tragen.</translation>
        </message>
        <message>
            <source>(%1 MP each)</source>
            <translation>(je %1 BP)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Least total: %1 MP&lt;/b&gt; (5 units a segment)</source>
            <translation>&lt;b&gt;Geringste Summe: %1 BP&lt;/b&gt; (5 Einheiten je Abschnitt)</translation>
        </message>
    </context>
    <context>
        <name>SetupBox</name>
        <message>
            <source>Override a breach (a ruling)</source>
            <translation>Einen Verstoß übergehen (eine Entscheidung)</translation>
        </message>
        <message>
            <source>Confirm in spite of the breaches shown; the change records it as a referee ruling</source>
            <translation>Trotz der gezeigten Verstöße bestätigen; die Änderung hält es als Schiedsrichter-Entscheidung fest</translation>
        </message>
        <message>
            <source>Confirm %1</source>
            <translation>%1 bestätigen</translation>
        </message>
        <message>
            <source>Japanese allocation (secret)</source>
            <translation>Japanische Verteilung (geheim)</translation>
        </message>
        <message>
            <source>Zone</source>
            <translation>Zone</translation>
        </message>
        <message>
            <source>Large</source>
            <translation>Groß</translation>
        </message>
        <message>
            <source>Small</source>
            <translation>Klein</translation>
        </message>
        <message>
            <source>Keep the grid (secret)</source>
            <translation>Das Raster behalten (geheim)</translation>
        </message>
        <message>
            <source>Hidden until the Allied set-up is confirmed; then revealed off shore</source>
            <translation>Verborgen, bis die alliierte Aufstellung bestätigt ist; dann vor der Küste aufgedeckt</translation>
        </message>
        <message>
            <source>after %1's set-up is confirmed</source>
            <translation>nachdem die Aufstellung von %1 bestätigt ist</translation>
        </message>
        <message>
            <source>Replace the hidden grid</source>
            <translation>Das verborgene Raster ersetzen</translation>
        </message>
    </context>
    <context>
        <name>SideTabs</name>
        <message>
            <source>Panels</source>
            <translation>Bereiche</translation>
        </message>
        <message>
            <source>Game panels</source>
            <translation>Spielbereiche</translation>
        </message>
        <message>
            <source>Next / previous tab</source>
            <translation>Nächster / vorheriger Reiter</translation>
        </message>
    </context>
    <context>
        <name>TablePhotoLayer</name>
        <message>
            <source>Table photo…</source>
            <translation>Tischfoto…</translation>
        </message>
        <message>
            <source>Show your own photo of the table from above under the figures: click its four corners, set how opaque it is</source>
            <translation>Ihr eigenes Foto des Tisches von oben unter den Figuren zeigen: seine vier Ecken klicken, die Deckkraft einstellen</translation>
        </message>
        <message>
            <source>Find moved table photo…</source>
            <translation>Verschobenes Tischfoto suchen…</translation>
        </message>
        <message>
            <source>Forget table photo</source>
            <translation>Tischfoto vergessen</translation>
        </message>
        <message>
            <source>Photos (*.png *.jpg *.jpeg *.tif *.tiff)</source>
            <translation>Fotos (*.png *.jpg *.jpeg *.tif *.tiff)</translation>
        </message>
        <message>
            <source>Table photo</source>
            <translation>Tischfoto</translation>
        </message>
        <message>
            <source>Table photo %1 is missing at %2: Game &gt; Find moved table photo…</source>
            <translation>Tischfoto %1 fehlt in %2: Spiel &gt; Verschobenes Tischfoto suchen…</translation>
        </message>
        <message>
            <source>Table photo %1 at %2 is not the same file: Game &gt; Find moved table photo…</source>
            <translation>Tischfoto %1 in %2 ist nicht dieselbe Datei: Spiel &gt; Verschobenes Tischfoto suchen…</translation>
        </message>
        <message>
            <source>The table photo was set on a %1" x %2" table; this table is %3" x %4": click its corners again (Game &gt; Table photo…).</source>
            <translation>Das Tischfoto wurde für einen Tisch von %1" x %2" gesetzt; dieser Tisch ist %3" x %4": seine Ecken erneut klicken (Spiel &gt; Tischfoto…).</translation>
        </message>
        <message>
            <source>Your photo of the table</source>
            <translation>Ihr Foto des Tisches</translation>
        </message>
        <message>
            <source>Where is %1 now?</source>
            <translation>Wo ist %1 jetzt?</translation>
        </message>
    </context>
    <context>
        <name>TownChooser</name>
        <message>
            <source>Pin the scan</source>
            <translation>Den Scan anheften</translation>
        </message>
        <message>
            <source>Which town is printed here? Nearest first, where the pins put this point.</source>
            <translation>Welche Stadt ist hier gedruckt? Die nächsten zuerst, wo die Nadeln diesen Punkt hinlegen.</translation>
        </message>
        <message>
            <source>Which town is printed here? (In name order: once one town is pinned, the nearest come first.)</source>
            <translation>Welche Stadt ist hier gedruckt? (Nach Namen: sobald eine Stadt angeheftet ist, kommen die nächsten zuerst.)</translation>
        </message>
        <message>
            <source>Type to filter the towns</source>
            <translation>Tippen, um die Städte zu filtern</translation>
        </message>
        <message>
            <source>Filter the towns</source>
            <translation>Städte filtern</translation>
        </message>
        <message>
            <source>Towns</source>
            <translation>Städte</translation>
        </message>
        <message>
            <source>%1 of %2 towns</source>
            <translation>%1 von %2 Städten</translation>
        </message>
    </context>
    <context>
        <name>TracePanel</name>
        <message>
            <source>Trace terrain</source>
            <translation>Gelände nachzeichnen</translation>
        </message>
        <message>
            <source>Drag over hexes on the map to paint them; each stroke is one step to undo. The middle button still pans.</source>
            <translation>Über Hexfelder auf der Karte ziehen, um sie zu malen; jeder Strich ist ein Rückgängig-Schritt. Die mittlere Taste verschiebt weiterhin.</translation>
        </message>
        <message>
            <source>Hexes</source>
            <translation>Hexfelder</translation>
        </message>
        <message>
            <source>Hexsides (the side nearest the pointer)</source>
            <translation>Hexseiten (die dem Zeiger nächste Seite)</translation>
        </message>
        <message>
            <source>(rub out)</source>
            <translation>(radieren)</translation>
        </message>
        <message>
            <source>Terrain to paint</source>
            <translation>Zu malendes Gelände</translation>
        </message>
        <message>
            <source>Terrain:</source>
            <translation>Gelände:</translation>
        </message>
        <message>
            <source>Hexside feature to paint</source>
            <translation>Zu malendes Hexseiten-Merkmal</translation>
        </message>
        <message>
            <source>Hexside:</source>
            <translation>Hexseite:</translation>
        </message>
        <message>
            <source>The DRM the printed TEC gives fire across this hexside into the hex (Tarawa 4.2.1 A; an entry, T4)</source>
            <translation>Der DRM, den die gedruckte Geländetabelle für Feuer über diese Hexseite in das Hexfeld gibt (Tarawa 4.2.1 A; ein Eintrag, T4)</translation>
        </message>
        <message>
            <source>DRM across it:</source>
            <translation>DRM darüber:</translation>
        </message>
        <message>
            <source>The extra MPs to cross it (Tarawa 4.1 B; an entry, T4)</source>
            <translation>Die zusätzlichen BP zum Überqueren (Tarawa 4.1 B; ein Eintrag, T4)</translation>
        </message>
        <message>
            <source>MP to cross:</source>
            <translation>BP zum Überqueren:</translation>
        </message>
        <message>
            <source>Brush on (drag paints instead of panning)</source>
            <translation>Pinsel an (Ziehen malt statt zu verschieben)</translation>
        </message>
        <message>
            <source>&lt;i&gt;The traced terrain is what the rules read: Tarawa's sight lines (4.2.1 B) and hexside DRMs and costs (4.2.1 A, 4.1 B), Luzon's supply trace. Export it as a map file to share it.&lt;/i&gt;</source>
            <translation>&lt;i&gt;Das nachgezeichnete Gelände ist, was die Regeln lesen: Tarawas Sichtlinien (4.2.1 B) und Hexseiten-DRMs und -Kosten (4.2.1 A, 4.1 B), Luzons Versorgungslinie. Als Kartendatei exportieren, um es zu teilen.&lt;/i&gt;</translation>
        </message>
        <message numerus="yes">
            <source>%1: %n hex(es)</source>
            <translation>
                <numerusform>%1: %n Hexfeld</numerusform>
                <numerusform>%1: %n Hexfelder</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %n hexside(s)</source>
            <translation>
                <numerusform>%1: %n Hexseite</numerusform>
                <numerusform>%1: %n Hexseiten</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing traced yet.</source>
            <translation>Noch nichts nachgezeichnet.</translation>
        </message>
    </context>
    <context>
        <name>TurnTab</name>
        <message>
            <source>Movement deck</source>
            <translation>Bewegungsstapel</translation>
        </message>
        <message>
            <source>Turn card</source>
            <translation>Karte aufdecken</translation>
        </message>
        <message>
            <source>Use typed card</source>
            <translation>Eingegebene Karte nehmen</translation>
        </message>
        <message>
            <source>Turn the card typed here (a physical card) instead of dealing one</source>
            <translation>Die hier eingegebene Karte (eine echte Karte) aufdecken, statt eine auszuteilen</translation>
        </message>
        <message>
            <source>Card shows:</source>
            <translation>Karte zeigt:</translation>
        </message>
        <message>
            <source>Cards turned</source>
            <translation>Aufgedeckte Karten</translation>
        </message>
        <message>
            <source>The packs (once per campaign)</source>
            <translation>Die Stapel (einmal je Feldzug)</translation>
        </message>
        <message>
            <source>card values, e.g. 3 5 2 7 …</source>
            <translation>Kartenwerte, z. B. 3 5 2 7 …</translation>
        </message>
        <message>
            <source>%1 pack:</source>
            <translation>Stapel %1:</translation>
        </message>
        <message>
            <source>Shuffle and keep the packs</source>
            <translation>Die Stapel mischen und behalten</translation>
        </message>
        <message>
            <source>Shuffled with the game's seeded dice stream (the roll log keeps the draws)</source>
            <translation>Gemischt mit dem geseedeten Würfelstrom des Spiels (das Würfelprotokoll behält die Ziehungen)</translation>
        </message>
        <message>
            <source>End of turn</source>
            <translation>Rundenende</translation>
        </message>
        <message>
            <source>Roll reserves: %1</source>
            <translation>Reserven würfeln: %1</translation>
        </message>
        <message>
            <source>End turn</source>
            <translation>Runde beenden</translation>
        </message>
        <message>
            <source>This turn:</source>
            <translation>Diese Runde:</translation>
        </message>
        <message>
            <source>Moves this turn</source>
            <translation>Bewegungen dieser Runde</translation>
        </message>
        <message>
            <source>No reserve rolls in this campaign.</source>
            <translation>Keine Reservewürfe in diesem Feldzug.</translation>
        </message>
        <message>
            <source>No reserve roll is due: %1</source>
            <translation>Kein Reservewurf ist fällig: %1</translation>
        </message>
        <message>
            <source>End turn cancelled: choose the units that leave each over-stacked town</source>
            <translation>Rundenende abgebrochen: die Einheiten wählen, die jede überstapelte Stadt verlassen</translation>
        </message>
        <message>
            <source>Next: &lt;b&gt;%1&lt;/b&gt;</source>
            <translation>Als Nächstes: &lt;b&gt;%1&lt;/b&gt;</translation>
        </message>
        <message>
            <source> — the GAME ENDS card</source>
            <translation> — die Karte SPIELENDE</translation>
        </message>
        <message>
            <source> — the pack repeats: next card is %1</source>
            <translation> — der Stapel wiederholt sich: nächste Karte ist %1</translation>
        </message>
        <message>
            <source>Turn the Game Ends card</source>
            <translation>Die Karte „Spielende“ aufdecken</translation>
        </message>
        <message>
            <source>Turn card: deal %1's next</source>
            <translation>Karte aufdecken: die nächste von %1 austeilen</translation>
        </message>
        <message>
            <source>Turn %1 card (value below)</source>
            <translation>Karte von %1 aufdecken (Wert unten)</translation>
        </message>
        <message>
            <source>Confirm the set-up of both sides first (Starting Forces)</source>
            <translation>Zuerst die Aufstellung beider Seiten bestätigen (Startkräfte)</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s), shuffled (seeded; replays)</source>
            <translation>
                <numerusform>%n Karte, gemischt (geseedet; wiederholbar)</numerusform>
                <numerusform>%n Karten, gemischt (geseedet; wiederholbar)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>not defined (%n card(s): type them, or type each card as turned)</source>
            <translation>
                <numerusform>nicht festgelegt (%n Karte: eingeben, oder jede Karte beim Aufdecken eingeben)</numerusform>
                <numerusform>nicht festgelegt (%n Karten: eingeben, oder jede Karte beim Aufdecken eingeben)</numerusform>
            </translation>
        </message>
        <message>
            <source>End %1's turn</source>
            <translation>Runde von %1 beenden</translation>
        </message>
        <message>
            <source>%1 turn %2: </source>
            <translation>%1 Runde %2: </translation>
        </message>
        <message>
            <source>GAME ENDS</source>
            <translation>SPIELENDE</translation>
        </message>
        <message>
            <source>card %1 → %2 MP</source>
            <translation>Karte %1 → %2 BP</translation>
        </message>
        <message>
            <source>roll on %1 (ruling %2)</source>
            <translation>Wurf auf %1 (Entscheidung %2)</translation>
        </message>
    </context>
    <context>
        <name>about</name>
        <message>
            <source>not installed</source>
            <translation>nicht installiert</translation>
        </message>
        <message>
            <source>Database schema</source>
            <translation>Datenbankschema</translation>
        </message>
        <message>
            <source>Database file</source>
            <translation>Datenbankdatei</translation>
        </message>
        <message>
            <source>Measures, rolls and records beside the game table: Last Stand on Bataan, MacArthur's campaigns, Luzon: Race for Bataan, Tarawa and Saipan.</source>
            <translation>Misst, würfelt und hält fest neben dem Spieltisch: Last Stand on Bataan, MacArthurs Feldzüge, Luzon: Race for Bataan, Tarawa und Saipan.</translation>
        </message>
        <message numerus="yes">
            <source>%n step(s), the last %1</source>
            <translation>
                <numerusform>%n Schritt, der letzte %1</numerusform>
                <numerusform>%n Schritte, der letzte %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>background</name>
        <message>
            <source>%1…</source>
            <translation>%1…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
    </context>
    <context>
        <name>charts</name>
        <message>
            <source>&amp;Charts…</source>
            <translation>&amp;Tabellen…</translation>
        </message>
        <message>
            <source>The game's rule charts; edit the ones the source does not print</source>
            <translation>Die Regeltabellen des Spiels; die bearbeiten, die die Quelle nicht druckt</translation>
        </message>
        <message numerus="yes">
            <source>%n chart problem(s): those charts were left out, the others loaded</source>
            <translation>
                <numerusform>%n Tabellenproblem: diese Tabellen wurden ausgelassen, die anderen geladen</numerusform>
                <numerusform>%n Tabellenprobleme: diese Tabellen wurden ausgelassen, die anderen geladen</numerusform>
            </translation>
        </message>
        <message>
            <source>See the chart problems list.</source>
            <translation>Siehe die Liste der Tabellenprobleme.</translation>
        </message>
        <message>
            <source>Chart file problems</source>
            <translation>Probleme der Tabellendatei</translation>
        </message>
        <message numerus="yes">
            <source>%n chart warning(s): every chart loaded</source>
            <translation>
                <numerusform>%n Tabellenwarnung: jede Tabelle geladen</numerusform>
                <numerusform>%n Tabellenwarnungen: jede Tabelle geladen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %n more (Show Details)</source>
            <translation>
                <numerusform>… und %n weitere (Details zeigen)</numerusform>
                <numerusform>… und %n weitere (Details zeigen)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>dialogs</name>
        <message>
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <source>Which game</source>
            <translation>Welches Spiel</translation>
        </message>
        <message>
            <source>Which game?</source>
            <translation>Welches Spiel?</translation>
        </message>
        <message>
            <source>e.g. Saturday at the club</source>
            <translation>z. B. Samstag im Verein</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Name:</translation>
        </message>
        <message>
            <source>Start from</source>
            <translation>Beginnen mit</translation>
        </message>
        <message>
            <source>&amp;Start from:</source>
            <translation>&amp;Beginnen mit:</translation>
        </message>
        <message>
            <source>e.g. Saturday at the club (empty: "%1")</source>
            <translation>z. B. Samstag im Verein (leer: „%1“)</translation>
        </message>
        <message>
            <source>Open game</source>
            <translation>Spiel öffnen</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>Last played</source>
            <translation>Zuletzt gespielt</translation>
        </message>
    </context>
    <context>
        <name>editor</name>
        <message>
            <source>shipped</source>
            <translation>mitgeliefert</translation>
        </message>
        <message>
            <source>your chart file</source>
            <translation>Ihre Tabellendatei</translation>
        </message>
        <message>
            <source>edited for this game</source>
            <translation>für dieses Spiel bearbeitet</translation>
        </message>
        <message>
            <source>Charts: %1</source>
            <translation>Tabellen: %1</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>Tabellen</translation>
        </message>
        <message>
            <source>&lt;b&gt;Charts of this game&lt;/b&gt;</source>
            <translation>&lt;b&gt;Tabellen dieses Spiels&lt;/b&gt;</translation>
        </message>
        <message>
            <source>New chart…</source>
            <translation>Neue Tabelle…</translation>
        </message>
        <message>
            <source>Add a chart the source does not print (L2, T4): title, id, dice; you fill in the rows</source>
            <translation>Eine Tabelle hinzufügen, die die Quelle nicht druckt (L2, T4): Titel, Kennung, Würfel; die Zeilen füllen Sie aus</translation>
        </message>
        <message>
            <source>&lt;b&gt;[edited]&lt;/b&gt; edited for this game &amp;nbsp; &lt;b&gt;[editable]&lt;/b&gt; not printed in the source &amp;nbsp; &lt;b&gt;[your file]&lt;/b&gt; from your chart folder &amp;nbsp; &lt;b&gt;[referee]&lt;/b&gt; entered by the referee &amp;nbsp; &lt;b&gt;[new, not saved]&lt;/b&gt; a draft</source>
            <translation>&lt;b&gt;[bearbeitet]&lt;/b&gt; für dieses Spiel bearbeitet &amp;nbsp; &lt;b&gt;[bearbeitbar]&lt;/b&gt; nicht in der Quelle gedruckt &amp;nbsp; &lt;b&gt;[Ihre Datei]&lt;/b&gt; aus Ihrem Tabellenordner &amp;nbsp; &lt;b&gt;[Schiedsrichter]&lt;/b&gt; vom Schiedsrichter eingegeben &amp;nbsp; &lt;b&gt;[neu, nicht gespeichert]&lt;/b&gt; ein Entwurf</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
        <message>
            <source>Check the entries and save them with this game (Edit &gt; Undo takes it back)</source>
            <translation>Die Einträge prüfen und mit diesem Spiel speichern (Bearbeiten &gt; Rückgängig nimmt es zurück)</translation>
        </message>
        <message>
            <source>Reset to default</source>
            <translation>Auf Vorgabe zurücksetzen</translation>
        </message>
        <message>
            <source>Remove this game's edit of the chart (undoable)</source>
            <translation>Die Bearbeitung der Tabelle für dieses Spiel entfernen (rückgängig machbar)</translation>
        </message>
        <message>
            <source>Delete chart</source>
            <translation>Tabelle löschen</translation>
        </message>
        <message>
            <source>Remove a chart the referee made from this game (Edit &gt; Undo brings it back)</source>
            <translation>Eine vom Schiedsrichter angelegte Tabelle aus diesem Spiel entfernen (Bearbeiten &gt; Rückgängig holt sie zurück)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>&lt;b&gt;Rows&lt;/b&gt; (ranges of the modified result)</source>
            <translation>&lt;b&gt;Zeilen&lt;/b&gt; (Bereiche des modifizierten Ergebnisses)</translation>
        </message>
        <message>
            <source>Add row</source>
            <translation>Zeile hinzufügen</translation>
        </message>
        <message>
            <source>Remove row</source>
            <translation>Zeile entfernen</translation>
        </message>
        <message>
            <source>&lt;b&gt;Modifiers&lt;/b&gt; (added to the result; one per group)</source>
            <translation>&lt;b&gt;Modifikatoren&lt;/b&gt; (zum Ergebnis addiert; einer je Gruppe)</translation>
        </message>
        <message>
            <source>Add modifier</source>
            <translation>Modifikator hinzufügen</translation>
        </message>
        <message>
            <source>Remove modifier</source>
            <translation>Modifikator entfernen</translation>
        </message>
        <message>
            <source>&lt;b&gt;Weapons&lt;/b&gt;: dice per figure (or per group), longest shot, the die that hits. Shaded cells, listed in the last column, are our defaults.</source>
            <translation>&lt;b&gt;Waffen&lt;/b&gt;: Würfel je Figur (oder je Gruppe), weitester Schuss, der treffende Würfelwert. Schattierte Zellen, in der letzten Spalte aufgeführt, sind unsere Vorgaben.</translation>
        </message>
        <message>
            <source>A chart stored with this game no longer passes the checks; its default is used:
</source>
            <translation>Eine mit diesem Spiel gespeicherte Tabelle besteht die Prüfungen nicht mehr; ihre Vorgabe wird verwendet:
</translation>
        </message>
        <message>
            <source>; held within %1..%2</source>
            <translation>; gehalten innerhalb %1..%2</translation>
        </message>
        <message>
            <source>a new chart, not saved yet</source>
            <translation>eine neue Tabelle, noch nicht gespeichert</translation>
        </message>
        <message>
            <source>Rule: %1&lt;br&gt;Dice: &lt;b&gt;%2&lt;/b&gt;%3&lt;br&gt;From: %4</source>
            <translation>Regel: %1&lt;br&gt;Würfel: &lt;b&gt;%2&lt;/b&gt;%3&lt;br&gt;Aus: %4</translation>
        </message>
        <message>
            <source>Weapons chart</source>
            <translation>Waffentabelle</translation>
        </message>
        <message>
            <source>Rule: Last Stand on Bataan: Fire, weapons chart (ruling B10)&lt;br&gt;From: </source>
            <translation>Regel: Last Stand on Bataan: Feuer, Waffentabelle (Entscheidung B10)&lt;br&gt;Aus: </translation>
        </message>
        <message>
            <source>shipped defaults</source>
            <translation>mitgelieferte Vorgaben</translation>
        </message>
        <message>
            <source>Not printed in the source (ruling B10): the printed weapons chart is missing, so the values marked as our defaults are not the author's. Edit them to your own reading; they are stored with this game.</source>
            <translation>Nicht in der Quelle gedruckt (Entscheidung B10): die gedruckte Waffentabelle fehlt, daher stammen die als unsere Vorgaben markierten Werte nicht vom Autor. Nach Ihrer eigenen Lesart bearbeiten; sie werden mit diesem Spiel gespeichert.</translation>
        </message>
        <message>
            <source>Our default value: the source does not print it (B10)</source>
            <translation>Unser Vorgabewert: die Quelle druckt ihn nicht (B10)</translation>
        </message>
        <message>
            <source>Nothing to save: the weapons chart is as stored.</source>
            <translation>Nichts zu speichern: die Waffentabelle ist wie gespeichert.</translation>
        </message>
        <message>
            <source>Not saved, nothing changed:
</source>
            <translation>Nicht gespeichert, nichts geändert:
</translation>
        </message>
        <message>
            <source>Nothing to save: these are the values already in force.</source>
            <translation>Nichts zu speichern: das sind die bereits gültigen Werte.</translation>
        </message>
        <message>
            <source>Saved with this game: %1. Edit &gt; Undo takes it back.</source>
            <translation>Mit diesem Spiel gespeichert: %1. Bearbeiten &gt; Rückgängig nimmt es zurück.</translation>
        </message>
        <message>
            <source>This chart is not edited for this game.</source>
            <translation>Diese Tabelle ist für dieses Spiel nicht bearbeitet.</translation>
        </message>
        <message>
            <source>Back to the default values. Edit &gt; Undo brings the edit back.</source>
            <translation>Zurück zu den Vorgabewerten. Bearbeiten &gt; Rückgängig holt die Bearbeitung zurück.</translation>
        </message>
        <message>
            <source>New chart opened: fill in the rows, then Save (nothing is stored until then).</source>
            <translation>Neue Tabelle geöffnet: die Zeilen ausfüllen, dann Speichern (bis dahin wird nichts gespeichert).</translation>
        </message>
        <message>
            <source>New chart '%1' dropped; nothing was stored.</source>
            <translation>Neue Tabelle „%1“ verworfen; nichts wurde gespeichert.</translation>
        </message>
        <message>
            <source>Not deleted: %1</source>
            <translation>Nicht gelöscht: %1</translation>
        </message>
        <message>
            <source>Chart '%1' deleted from this game. Edit &gt; Undo brings it back.</source>
            <translation>Tabelle „%1“ aus diesem Spiel gelöscht. Bearbeiten &gt; Rückgängig holt sie zurück.</translation>
        </message>
    </context>
    <context>
        <name>errors</name>
        <message>
            <source>Unexpected error</source>
            <translation>Unerwarteter Fehler</translation>
        </message>
        <message>
            <source>Something went wrong that the app did not expect. The game's records are kept (each change is one transaction). The report below is also in the log file; copy it into a bug report.</source>
            <translation>Etwas ging schief, das das Programm nicht erwartet hat. Die Aufzeichnungen des Spiels bleiben erhalten (jede Änderung ist eine Transaktion). Der Bericht unten steht auch in der Protokolldatei; kopieren Sie ihn in einen Fehlerbericht.</translation>
        </message>
        <message>
            <source>Error report</source>
            <translation>Fehlerbericht</translation>
        </message>
        <message>
            <source>&amp;Copy report</source>
            <translation>Bericht &amp;kopieren</translation>
        </message>
        <message>
            <source>Open &amp;log folder</source>
            <translation>&amp;Protokollordner öffnen</translation>
        </message>
    </context>
    <context>
        <name>file_actions</name>
        <message>
            <source>Backup not made</source>
            <translation>Sicherung nicht angelegt</translation>
        </message>
        <message>
            <source>The backup</source>
            <translation>Die Sicherung</translation>
        </message>
        <message>
            <source>Backed up to %1</source>
            <translation>Gesichert nach %1</translation>
        </message>
        <message>
            <source>Export game</source>
            <translation>Spiel exportieren</translation>
        </message>
        <message>
            <source>JSON (*.json)</source>
            <translation>JSON (*.json)</translation>
        </message>
        <message>
            <source>Cannot export the game</source>
            <translation>Das Spiel kann nicht exportiert werden</translation>
        </message>
        <message>
            <source>The game '%1'</source>
            <translation>Das Spiel „%1“</translation>
        </message>
        <message numerus="yes">
            <source>Exported '%1' (%n roll(s)) to %2</source>
            <translation>
                <numerusform>„%1“ (%n Wurf) nach %2 exportiert</numerusform>
                <numerusform>„%1“ (%n Würfe) nach %2 exportiert</numerusform>
            </translation>
        </message>
        <message>
            <source>Export roll log</source>
            <translation>Würfelprotokoll exportieren</translation>
        </message>
        <message>
            <source>CSV (*.csv)</source>
            <translation>CSV (*.csv)</translation>
        </message>
        <message>
            <source>Cannot export the roll log</source>
            <translation>Das Würfelprotokoll kann nicht exportiert werden</translation>
        </message>
        <message>
            <source>The roll log</source>
            <translation>Das Würfelprotokoll</translation>
        </message>
        <message numerus="yes">
            <source>Exported %n roll(s) to %1</source>
            <translation>
                <numerusform>%n Wurf nach %1 exportiert</numerusform>
                <numerusform>%n Würfe nach %1 exportiert</numerusform>
            </translation>
        </message>
        <message>
            <source>Check database</source>
            <translation>Datenbank prüfen</translation>
        </message>
        <message>
            <source>This version has no database check yet.</source>
            <translation>Diese Version hat noch keine Datenbankprüfung.</translation>
        </message>
        <message>
            <source>No problems found in %1.</source>
            <translation>Keine Probleme in %1 gefunden.</translation>
        </message>
        <message>
            <source>Nothing was changed. Back up the database before trying to repair it.</source>
            <translation>Nichts wurde geändert. Sichern Sie die Datenbank, bevor Sie eine Reparatur versuchen.</translation>
        </message>
        <message>
            <source>Database checked: no problems</source>
            <translation>Datenbank geprüft: keine Probleme</translation>
        </message>
        <message>
            <source>plot</source>
            <translation>Diagramm</translation>
        </message>
        <message>
            <source>No plot to export</source>
            <translation>Kein Diagramm zum Exportieren</translation>
        </message>
        <message>
            <source>The tab in front in the Plots panel holds no plot.</source>
            <translation>Der vordere Reiter der Diagramm-Leiste enthält kein Diagramm.</translation>
        </message>
        <message>
            <source>Export plot</source>
            <translation>Diagramm exportieren</translation>
        </message>
        <message>
            <source>Which plot:</source>
            <translation>Welches Diagramm:</translation>
        </message>
        <message>
            <source>PNG picture (*.png)</source>
            <translation>PNG-Bild (*.png)</translation>
        </message>
        <message>
            <source>SVG drawing (*.svg)</source>
            <translation>SVG-Zeichnung (*.svg)</translation>
        </message>
        <message>
            <source>Plot not exported</source>
            <translation>Diagramm nicht exportiert</translation>
        </message>
        <message>
            <source>The plot</source>
            <translation>Das Diagramm</translation>
        </message>
        <message>
            <source>Plot written to %1</source>
            <translation>Diagramm nach %1 geschrieben</translation>
        </message>
        <message>
            <source>No printer</source>
            <translation>Kein Drucker</translation>
        </message>
        <message>
            <source>No printer is installed on this computer, so the board cannot be printed. Save it as a PDF file instead?</source>
            <translation>Auf diesem Computer ist kein Drucker installiert, daher kann das Brett nicht gedruckt werden. Stattdessen als PDF-Datei speichern?</translation>
        </message>
        <message>
            <source>Save as &amp;PDF…</source>
            <translation>Als &amp;PDF speichern…</translation>
        </message>
        <message>
            <source>Save the board as PDF</source>
            <translation>Das Brett als PDF speichern</translation>
        </message>
        <message>
            <source>PDF (*.pdf)</source>
            <translation>PDF (*.pdf)</translation>
        </message>
        <message>
            <source>The board was saved as %1</source>
            <translation>Das Brett wurde als %1 gespeichert</translation>
        </message>
        <message>
            <source>Not saved</source>
            <translation>Nicht gespeichert</translation>
        </message>
        <message>
            <source>Nothing to print</source>
            <translation>Nichts zu drucken</translation>
        </message>
        <message>
            <source>Open a game first.</source>
            <translation>Zuerst ein Spiel öffnen.</translation>
        </message>
        <message>
            <source>Print the board</source>
            <translation>Das Brett drucken</translation>
        </message>
        <message>
            <source>The board was sent to the printer.</source>
            <translation>Das Brett wurde an den Drucker geschickt.</translation>
        </message>
        <message>
            <source>Not printed</source>
            <translation>Nicht gedruckt</translation>
        </message>
        <message>
            <source>The printer could not be started: %1</source>
            <translation>Der Drucker konnte nicht gestartet werden: %1</translation>
        </message>
        <message numerus="yes">
            <source>and %n more</source>
            <translation>
                <numerusform>und %n weiteres</numerusform>
                <numerusform>und %n weitere</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n problem(s) found in %1:</source>
            <translation>
                <numerusform>%n Problem in %1 gefunden:</numerusform>
                <numerusform>%n Probleme in %1 gefunden:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Database checked: %n problem(s)</source>
            <translation>
                <numerusform>Datenbank geprüft: %n Problem</numerusform>
                <numerusform>Datenbank geprüft: %n Probleme</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>game_label</name>
        <message>
            <source>%1 (demo)</source>
            <translation>%1 (Demo)</translation>
        </message>
    </context>
    <context>
        <name>hexmap</name>
        <message>
            <source>Type hex numbers (or click two hexes on the map): A, then B.</source>
            <translation>Hex-Nummern eingeben (oder zwei Hexfelder auf der Karte klicken): A, dann B.</translation>
        </message>
        <message>
            <source>Show the game panels</source>
            <translation>Spielbereiche zeigen</translation>
        </message>
        <message>
            <source>Fold the game's panels away to give the map the room (Ctrl+Shift+J)</source>
            <translation>Die Spielbereiche einklappen, damit die Karte den Platz hat (Strg+Umschalt+J)</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>the land and the units</source>
            <translation>das Land und die Einheiten</translation>
        </message>
        <message>
            <source>Off the map.</source>
            <translation>Außerhalb der Karte.</translation>
        </message>
        <message>
            <source>Hex %1</source>
            <translation>Hexfeld %1</translation>
        </message>
        <message>
            <source>Type a hex number, a unit or a place to find.</source>
            <translation>Eine Hex-Nummer, eine Einheit oder einen Ort zum Suchen eingeben.</translation>
        </message>
        <message>
            <source>Unit %1: hex %2</source>
            <translation>Einheit %1: Hexfeld %2</translation>
        </message>
        <message>
            <source>Place %1: hex %2</source>
            <translation>Ort %1: Hexfeld %2</translation>
        </message>
        <message>
            <source>Nothing on the map is called '%1' (a hex number, a unit or a place).</source>
            <translation>Nichts auf der Karte heißt „%1“ (eine Hex-Nummer, eine Einheit oder ein Ort).</translation>
        </message>
        <message>
            <source>Selected: %1</source>
            <translation>Gewählt: %1</translation>
        </message>
        <message>
            <source>A %1, B %2 (%3)</source>
            <translation>A %1, B %2 (%3)</translation>
        </message>
        <message>
            <source>A %1</source>
            <translation>A %1</translation>
        </message>
        <message>
            <source>B %1</source>
            <translation>B %1</translation>
        </message>
        <message>
            <source>hex %1</source>
            <translation>Hexfeld %1</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keins</translation>
        </message>
        <message>
            <source>Roll %1</source>
            <translation>%1 würfeln</translation>
        </message>
        <message>
            <source>Before rolling: %1</source>
            <translation>Vor dem Würfeln: %1</translation>
        </message>
        <message>
            <source>off map %1</source>
            <translation>außerhalb der Karte %1</translation>
        </message>
        <message>
            <source>Hex map</source>
            <translation>Hexkarte</translation>
        </message>
        <message>
            <source>No hex selected. Tab or the arrows select counters and places; Enter picks the selected hex.</source>
            <translation>Kein Hexfeld gewählt. Tab oder die Pfeile wählen Spielsteine und Orte; Eingabe nimmt das gewählte Hexfeld.</translation>
        </message>
        <message>
            <source>The game, its turn and who acts</source>
            <translation>Das Spiel, seine Runde und wer handelt</translation>
        </message>
        <message>
            <source>Fit</source>
            <translation>Einpassen</translation>
        </message>
        <message>
            <source>Show the whole map</source>
            <translation>Die ganze Karte zeigen</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation>Vergrößern</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation>Verkleinern</translation>
        </message>
        <message>
            <source>Point at a hex for its number; click two hexes to measure.</source>
            <translation>Auf ein Hexfeld zeigen für seine Nummer; zwei Hexfelder klicken zum Messen.</translation>
        </message>
        <message>
            <source>Map legend</source>
            <translation>Kartenlegende</translation>
        </message>
        <message>
            <source>Show the whole map (Ctrl+0)</source>
            <translation>Die ganze Karte zeigen (Strg+0)</translation>
        </message>
        <message>
            <source>Fit all</source>
            <translation>Alles einpassen</translation>
        </message>
        <message>
            <source>Show the whole map, sea and all (Ctrl+0)</source>
            <translation>Die ganze Karte zeigen, mit dem Meer (Strg+0)</translation>
        </message>
        <message>
            <source>Fit land</source>
            <translation>Land einpassen</translation>
        </message>
        <message>
            <source>Show the land and the units as large as the view allows (Ctrl+0; again: the whole map)</source>
            <translation>Das Land und die Einheiten so groß zeigen, wie die Ansicht erlaubt (Strg+0; nochmals: die ganze Karte)</translation>
        </message>
        <message>
            <source>Find a hex, unit or place</source>
            <translation>Ein Hexfeld, eine Einheit oder einen Ort finden</translation>
        </message>
        <message>
            <source>Find on the map</source>
            <translation>Auf der Karte finden</translation>
        </message>
        <message>
            <source>Next counter or place on the map</source>
            <translation>Nächster Spielstein oder Ort auf der Karte</translation>
        </message>
        <message>
            <source>Previous counter or place on the map</source>
            <translation>Voriger Spielstein oder Ort auf der Karte</translation>
        </message>
        <message>
            <source>Pick the selected hex (as a click)</source>
            <translation>Das gewählte Hexfeld nehmen (wie ein Klick)</translation>
        </message>
        <message>
            <source>left</source>
            <translation>links</translation>
        </message>
        <message>
            <source>right</source>
            <translation>rechts</translation>
        </message>
        <message>
            <source>up</source>
            <translation>oben</translation>
        </message>
        <message>
            <source>down</source>
            <translation>unten</translation>
        </message>
        <message>
            <source>Select the nearest counter or place %1</source>
            <translation>Den nächsten Spielstein oder Ort %1 wählen</translation>
        </message>
        <message>
            <source>Select the next hex %1</source>
            <translation>Das nächste Hexfeld %1 wählen</translation>
        </message>
        <message>
            <source>Zoom in on the map</source>
            <translation>In die Karte zoomen</translation>
        </message>
        <message>
            <source>Zoom out on the map</source>
            <translation>Aus der Karte zoomen</translation>
        </message>
        <message>
            <source>Fit land / whole map</source>
            <translation>Land / ganze Karte einpassen</translation>
        </message>
        <message>
            <source>Show the land and the units as large as the view allows; again, the whole map</source>
            <translation>Das Land und die Einheiten so groß zeigen, wie die Ansicht erlaubt; nochmals: die ganze Karte</translation>
        </message>
        <message>
            <source>Fit: the whole map.</source>
            <translation>Eingepasst: die ganze Karte.</translation>
        </message>
        <message>
            <source>Fit: %1 (Ctrl+0 again: the whole map).</source>
            <translation>Eingepasst: %1 (nochmals Strg+0: die ganze Karte).</translation>
        </message>
        <message>
            <source>Fit: the whole map (Ctrl+0 again: %1).</source>
            <translation>Eingepasst: die ganze Karte (nochmals Strg+0: %1).</translation>
        </message>
        <message>
            <source>Zoom to selection</source>
            <translation>Auf die Auswahl zoomen</translation>
        </message>
        <message>
            <source>Zoom to the selected hex, A and B, and the picked units</source>
            <translation>Auf das gewählte Hexfeld, A und B und die genommenen Einheiten zoomen</translation>
        </message>
        <message>
            <source>Find hex, unit or place</source>
            <translation>Hexfeld, Einheit oder Ort finden</translation>
        </message>
        <message>
            <source>Type a hex number, a unit or a place; Enter selects it on the map</source>
            <translation>Eine Hex-Nummer, eine Einheit oder einen Ort eingeben; Eingabe wählt es auf der Karte</translation>
        </message>
        <message>
            <source>Next turn</source>
            <translation>Nächste Runde</translation>
        </message>
        <message>
            <source>Move the turn marker on (undoable)</source>
            <translation>Den Rundenmarker weiterrücken (rückgängig machbar)</translation>
        </message>
        <message>
            <source>Measure: no hex picked; pick A, then B.</source>
            <translation>Messen: kein Hexfeld genommen; A nehmen, dann B.</translation>
        </message>
        <message>
            <source>Measure: A is hex %1; pick B.</source>
            <translation>Messen: A ist Hexfeld %1; B nehmen.</translation>
        </message>
        <message>
            <source>Measure: A %1 to B %2, %3.</source>
            <translation>Messen: A %1 bis B %2, %3.</translation>
        </message>
        <message numerus="yes">
            <source>%n hex(es)</source>
            <translation>
                <numerusform>%n Hexfeld</numerusform>
                <numerusform>%n Hexfelder</numerusform>
            </translation>
        </message>
        <message>
            <source>Type hex numbers or click two hexes on the map.</source>
            <translation>Hex-Nummern eingeben oder zwei Hexfelder auf der Karte klicken.</translation>
        </message>
        <message>
            <source>e.g. %1</source>
            <translation>z. B. %1</translation>
        </message>
        <message>
            <source>%1 from</source>
            <translation>%1 von</translation>
        </message>
        <message>
            <source>%1 to</source>
            <translation>%1 bis</translation>
        </message>
        <message>
            <source>Measure</source>
            <translation>Messen</translation>
        </message>
        <message>
            <source>Hex A, measure from</source>
            <translation>Hexfeld A, messen von</translation>
        </message>
        <message>
            <source>Hex B, measure to</source>
            <translation>Hexfeld B, messen bis</translation>
        </message>
        <message>
            <source>A hex number such as %1; Enter draws it on the map</source>
            <translation>Eine Hex-Nummer wie %1; Eingabe zeichnet sie auf der Karte</translation>
        </message>
        <message>
            <source>Distance: —</source>
            <translation>Entfernung: —</translation>
        </message>
        <message>
            <source>Distance</source>
            <translation>Entfernung</translation>
        </message>
        <message>
            <source>Shade hexes within</source>
            <translation>Umkreis schattieren:</translation>
        </message>
        <message>
            <source>Shade the hexes within N of A</source>
            <translation>Die Hexfelder im Umkreis N von A schattieren</translation>
        </message>
        <message>
            <source>N, hexes from A</source>
            <translation>N, Hexfelder von A</translation>
        </message>
        <message>
            <source>of A</source>
            <translation>um A</translation>
        </message>
        <message>
            <source>For this game</source>
            <translation>Für dieses Spiel</translation>
        </message>
        <message>
            <source>Hex line A to B:</source>
            <translation>Hexlinie A bis B:</translation>
        </message>
        <message>
            <source>Hex line from A to B</source>
            <translation>Hexlinie von A bis B</translation>
        </message>
        <message>
            <source>Within N of A:</source>
            <translation>Im Umkreis N von A:</translation>
        </message>
        <message>
            <source>Hexes within N of A</source>
            <translation>Hexfelder im Umkreis N von A</translation>
        </message>
        <message>
            <source>Clear A and B</source>
            <translation>A und B löschen</translation>
        </message>
        <message>
            <source>Distance: pick A and B</source>
            <translation>Entfernung: A und B nehmen</translation>
        </message>
        <message>
            <source>Distance %1 → %2: %3</source>
            <translation>Entfernung %1 → %2: %3</translation>
        </message>
        <message>
            <source>Within %1 of A: %2</source>
            <translation>Im Umkreis %1 von A: %2</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Einheiten</translation>
        </message>
        <message>
            <source>Click a stack to pick it; click another hex to move the picked units there (one undoable change). Click the stack again to drop the pick.</source>
            <translation>Einen Stapel klicken, um ihn zu nehmen; ein anderes Hexfeld klicken, um die genommenen Einheiten dorthin zu bewegen (eine rückgängig machbare Änderung). Den Stapel erneut klicken, um die Wahl aufzuheben.</translation>
        </message>
        <message>
            <source>in %1</source>
            <translation>in %1</translation>
        </message>
        <message>
            <source>Selected: %1 (%2) %3</source>
            <translation>Gewählt: %1 (%2) %3</translation>
        </message>
        <message>
            <source>→ target %1</source>
            <translation>→ Ziel %1</translation>
        </message>
        <message>
            <source>Move %1 %2 → %3</source>
            <translation>%1 %2 → %3 bewegen</translation>
        </message>
        <message>
            <source>Pick with the &lt;b&gt;Units&lt;/b&gt; tool (click a stack, then click where it goes) or tick units below. Each move is one change: Edit &gt; Undo takes it back.</source>
            <translation>Mit dem Werkzeug &lt;b&gt;Einheiten&lt;/b&gt; nehmen (einen Stapel klicken, dann das Ziel klicken) oder unten Einheiten anhaken. Jede Bewegung ist eine Änderung: Bearbeiten &gt; Rückgängig nimmt sie zurück.</translation>
        </message>
        <message>
            <source>Units by hex (tick to pick)</source>
            <translation>Einheiten nach Hexfeld (anhaken zum Nehmen)</translation>
        </message>
        <message>
            <source>hex, e.g. %1</source>
            <translation>Hexfeld, z. B. %1</translation>
        </message>
        <message>
            <source>Hex to move the picked units to</source>
            <translation>Hexfeld, in das die genommenen Einheiten ziehen</translation>
        </message>
        <message>
            <source>Move picked to hex</source>
            <translation>Genommene in Hexfeld bewegen</translation>
        </message>
        <message>
            <source>Remove picked</source>
            <translation>Genommene entfernen</translation>
        </message>
        <message>
            <source>Place a unit</source>
            <translation>Eine Einheit aufstellen</translation>
        </message>
        <message>
            <source>US</source>
            <translation>US</translation>
        </message>
        <message>
            <source>Japanese</source>
            <translation>Japaner</translation>
        </message>
        <message>
            <source>hex</source>
            <translation>Hexfeld</translation>
        </message>
        <message>
            <source>Side</source>
            <translation>Seite</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Typ</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Ratings</source>
            <translation>Werte</translation>
        </message>
        <message>
            <source>Hex</source>
            <translation>Hexfeld</translation>
        </message>
        <message>
            <source>Place unit</source>
            <translation>Einheit aufstellen</translation>
        </message>
        <message>
            <source>Pick units first.</source>
            <translation>Zuerst Einheiten nehmen.</translation>
        </message>
        <message>
            <source>Remove %1</source>
            <translation>%1 entfernen</translation>
        </message>
        <message>
            <source>Place %1 in %2</source>
            <translation>%1 in %2 aufstellen</translation>
        </message>
        <message>
            <source>Picked: %1</source>
            <translation>Genommen: %1</translation>
        </message>
        <message>
            <source>Nothing picked.</source>
            <translation>Nichts genommen.</translation>
        </message>
        <message>
            <source>off the map</source>
            <translation>außerhalb der Karte</translation>
        </message>
        <message numerus="yes">
            <source>%n map hex(es)</source>
            <translation>
                <numerusform>%n Kartenhexfeld</numerusform>
                <numerusform>%n Kartenhexfelder</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unit(s) selected: %1</source>
            <translation>
                <numerusform>%n Einheit gewählt: %1</numerusform>
                <numerusform>%n Einheiten gewählt: %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>history</name>
        <message>
            <source>The game stands here already.</source>
            <translation>Das Spiel steht bereits hier.</translation>
        </message>
        <message numerus="yes">
            <source>Going here undoes %n change(s), newest first:</source>
            <translation>
                <numerusform>Hierhin zu gehen macht %n Änderung rückgängig, die neueste zuerst:</numerusform>
                <numerusform>Hierhin zu gehen macht %n Änderungen rückgängig, die neueste zuerst:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Going here redoes %n change(s), oldest first:</source>
            <translation>
                <numerusform>Hierhin zu gehen stellt %n Änderung wieder her, die älteste zuerst:</numerusform>
                <numerusform>Hierhin zu gehen stellt %n Änderungen wieder her, die älteste zuerst:</numerusform>
            </translation>
        </message>
        <message>
            <source>Every change of the game, oldest first; click one to go back to it</source>
            <translation>Jede Änderung des Spiels, die älteste zuerst; ein Klick geht zu ihr zurück</translation>
        </message>
        <message>
            <source>No game open.</source>
            <translation>Kein Spiel offen.</translation>
        </message>
        <message>
            <source>Record of changes</source>
            <translation>Verlauf der Änderungen</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Rückgängig</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Wiederherstellen</translation>
        </message>
        <message numerus="yes">
            <source>%1: %n change(s) applied</source>
            <translation>
                <numerusform>%1: %n Änderung angewandt</numerusform>
                <numerusform>%1: %n Änderungen angewandt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n undone (%1, greyed). Redo (Ctrl+Y or Ctrl+Shift+Z) brings them back; a new change drops them.</source>
            <translation>
                <numerusform>, %n rückgängig gemacht (%1, grau). Wiederherstellen (Strg+Y oder Strg+Umschalt+Z) holt sie zurück; eine neue Änderung verwirft sie.</numerusform>
                <numerusform>, %n rückgängig gemacht (%1, grau). Wiederherstellen (Strg+Y oder Strg+Umschalt+Z) holt sie zurück; eine neue Änderung verwirft sie.</numerusform>
            </translation>
        </message>
        <message>
            <source>. Click a line to go back to it; Ctrl+Z undoes the last change.</source>
            <translation>. Eine Zeile klicken, um zu ihr zurückzugehen; Strg+Z macht die letzte Änderung rückgängig.</translation>
        </message>
        <message>
            <source>(you are here)</source>
            <translation>(Sie sind hier)</translation>
        </message>
        <message>
            <source>(undone)</source>
            <translation>(rückgängig gemacht)</translation>
        </message>
        <message>
            <source>Enter or a click goes there.</source>
            <translation>Eingabe oder ein Klick geht dorthin.</translation>
        </message>
        <message>
            <source>They stay in the Record, greyed: Redo brings them back until you make a new change.</source>
            <translation>Sie bleiben grau im Protokoll: Wiederherstellen holt sie zurück, bis Sie eine neue Änderung machen.</translation>
        </message>
        <message>
            <source>Go to line %1?</source>
            <translation>Zu Zeile %1 gehen?</translation>
        </message>
        <message>
            <source>Go there</source>
            <translation>Dorthin gehen</translation>
        </message>
        <message numerus="yes">
            <source>and %n more</source>
            <translation>
                <numerusform>und %n weiteres</numerusform>
                <numerusform>und %n weitere</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hub</name>
        <message>
            <source>No game open</source>
            <translation>Kein Spiel offen</translation>
        </message>
        <message>
            <source>Open or create a game first.</source>
            <translation>Zuerst ein Spiel öffnen oder anlegen.</translation>
        </message>
        <message>
            <source>Record changed meanwhile</source>
            <translation>Protokoll wurde inzwischen geändert</translation>
        </message>
        <message>
            <source>%1 was not applied: %2.</source>
            <translation>%1 wurde nicht angewandt: %2.</translation>
        </message>
        <message>
            <source>Not recorded</source>
            <translation>Nicht festgehalten</translation>
        </message>
        <message>
            <source>%1 was not applied: %2</source>
            <translation>%1 wurde nicht angewandt: %2</translation>
        </message>
        <message numerus="yes">
            <source>%1 (the %n undone change(s) after it dropped: Redo can no longer bring them back)</source>
            <translation>
                <numerusform>%1 (die %n rückgängig gemachte Änderung danach verworfen: Wiederherstellen kann sie nicht mehr zurückholen)</numerusform>
                <numerusform>%1 (die %n rückgängig gemachten Änderungen danach verworfen: Wiederherstellen kann sie nicht mehr zurückholen)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>launch</name>
        <message>
            <source>No such game</source>
            <translation>Kein solches Spiel</translation>
        </message>
        <message>
            <source>No game called '%1' in %2.</source>
            <translation>Kein Spiel namens „%1“ in %2.</translation>
        </message>
        <message>
            <source>Demo: Last Stand on Bataan</source>
            <translation>Demo: Last Stand on Bataan</translation>
        </message>
        <message>
            <source>A demo game was made to start you off: File &gt; New game for your own.</source>
            <translation>Ein Demospiel wurde für den Einstieg angelegt: Datei &gt; Neues Spiel für Ihr eigenes.</translation>
        </message>
        <message>
            <source>File not opened</source>
            <translation>Datei nicht geöffnet</translation>
        </message>
    </context>
    <context>
        <name>luzon</name>
        <message>
            <source>%1 (air strip)</source>
            <translation>%1 (Flugfeld)</translation>
        </message>
        <message>
            <source>Air strip</source>
            <translation>Flugfeld</translation>
        </message>
        <message>
            <source>Type hex numbers like 17.16 or click two hexes: A, then B. The air-box distance (1.3b) is 25 + hexes to the north edge.</source>
            <translation>Hex-Nummern wie 17.16 eingeben oder zwei Hexfelder klicken: A, dann B. Die Luftbox-Entfernung (1.3b) ist 25 + Hexfelder bis zum Nordrand.</translation>
        </message>
        <message>
            <source>Luzon: Race for Bataan</source>
            <translation>Luzon: Race for Bataan</translation>
        </message>
        <message>
            <source>Japanese</source>
            <translation>Japaner</translation>
        </message>
        <message>
            <source>Allied</source>
            <translation>Alliierte</translation>
        </message>
        <message>
            <source>Japan Victory Line</source>
            <translation>Japanische Siegeslinie</translation>
        </message>
        <message>
            <source>U.S.-Phil. Victory Line</source>
            <translation>US-philippinische Siegeslinie</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>Runde</translation>
        </message>
        <message>
            <source>Reinf.</source>
            <translation>Verst.</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Einheiten</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>Versorgung</translation>
        </message>
        <message>
            <source>Map</source>
            <translation>Karte</translation>
        </message>
        <message>
            <source>Victory</source>
            <translation>Sieg</translation>
        </message>
        <message>
            <source>Turn track, weather, re-roll counter, optional variations</source>
            <translation>Rundenleiste, Wetter, Neuwurf-Zähler, optionale Varianten</translation>
        </message>
        <message>
            <source>air strip (in the colour of the side up)</source>
            <translation>Flugfeld (in der Farbe der oben liegenden Seite)</translation>
        </message>
        <message>
            <source>Out of Supply (ringed)</source>
            <translation>Ohne Versorgung (umrandet)</translation>
        </message>
        <message>
            <source>Allied Reinforcement Phase (3.1c-d)</source>
            <translation>Alliierte Verstärkungsphase (3.1c-d)</translation>
        </message>
        <message>
            <source>Every counter; moves, rebuilds, series results</source>
            <translation>Jeder Spielstein; Bewegungen, Wiederaufbau, Serienergebnisse</translation>
        </message>
        <message>
            <source>Trace supply and attrition (1.9, 2.1b, 3.1a)</source>
            <translation>Versorgung und Abnutzung verfolgen (1.9, 2.1b, 3.1a)</translation>
        </message>
        <message>
            <source>Terrain per hex (towns, rail, roads) and the air strips (1.3c)</source>
            <translation>Gelände je Hexfeld (Städte, Bahn, Straßen) und die Flugfelder (1.3c)</translation>
        </message>
        <message>
            <source>Victory checks (5.0)</source>
            <translation>Siegprüfungen (5.0)</translation>
        </message>
        <message>
            <source>Optional variations (4.0)…</source>
            <translation>Optionale Varianten (4.0)…</translation>
        </message>
        <message>
            <source>Manila city hexes (5.0; 17.17 and 18.16 assumed, check the map)</source>
            <translation>Manila-Stadthexfelder (5.0; 17.17 und 18.16 angenommen, die Karte prüfen)</translation>
        </message>
        <message>
            <source>Japan line</source>
            <translation>Japanische Linie</translation>
        </message>
        <message>
            <source>U.S.-Phil. line</source>
            <translation>US-phil. Linie</translation>
        </message>
        <message>
            <source>%1 %2 (%3, out of supply)</source>
            <translation>%1 %2 (%3, ohne Versorgung)</translation>
        </message>
        <message>
            <source>%1 %2 to the air box (1.3b)</source>
            <translation>%1 %2 zur Luftbox (1.3b)</translation>
        </message>
        <message>
            <source>A %1 and the victory lines (5.0)</source>
            <translation>Ein %1 und die Siegeslinien (5.0)</translation>
        </message>
        <message>
            <source>south of the Japan line</source>
            <translation>südlich der japanischen Linie</translation>
        </message>
        <message>
            <source>not south of the Japan line</source>
            <translation>nicht südlich der japanischen Linie</translation>
        </message>
        <message>
            <source>beyond the U.S.-Phil. line</source>
            <translation>jenseits der US-phil. Linie</translation>
        </message>
        <message>
            <source>not beyond the U.S.-Phil. line</source>
            <translation>nicht jenseits der US-phil. Linie</translation>
        </message>
        <message>
            <source>rail (Allied supply line, 3.1a)</source>
            <translation>Bahn (alliierte Versorgungslinie, 3.1a)</translation>
        </message>
        <message>
            <source>secondary road (Japanese supply line, 2.1b)</source>
            <translation>Nebenstraße (japanische Versorgungslinie, 2.1b)</translation>
        </message>
        <message>
            <source>detrainable for trace supply (village, city, Point of Interest; 2.1b, 3.1a)</source>
            <translation>ausladefähig für die Versorgungslinie (Dorf, Stadt, Point of Interest; 2.1b, 3.1a)</translation>
        </message>
        <message>
            <source>Japanese side up</source>
            <translation>japanische Seite oben</translation>
        </message>
        <message>
            <source>U.S. side up</source>
            <translation>US-Seite oben</translation>
        </message>
        <message>
            <source>Luzon — turn %1, %2</source>
            <translation>Luzon — Runde %1, %2</translation>
        </message>
        <message>
            <source>on map</source>
            <translation>auf der Karte</translation>
        </message>
        <message>
            <source>off map (air)</source>
            <translation>außerhalb der Karte (Luft)</translation>
        </message>
        <message>
            <source>not arrived</source>
            <translation>nicht eingetroffen</translation>
        </message>
        <message>
            <source>Recovery Pool</source>
            <translation>Erholungspool</translation>
        </message>
        <message>
            <source>Dead Pile</source>
            <translation>Friedhof</translation>
        </message>
        <message>
            <source>not used yet</source>
            <translation>noch nicht genutzt</translation>
        </message>
        <message numerus="yes">
            <source>used %n time(s)</source>
            <translation>
                <numerusform>%n-mal genutzt</numerusform>
                <numerusform>%n-mal genutzt</numerusform>
            </translation>
        </message>
        <message>
            <source>Recovery (3.1c)</source>
            <translation>Erholung (3.1c)</translation>
        </message>
        <message>
            <source>Draw 1 unit at random (2 if the pool holds 7 or more); the rest of the pool goes to the Dead Pile. Place within 2 hexes of a Manila city hex or Balanga.</source>
            <translation>1 Einheit zufällig ziehen (2, wenn der Pool 7 oder mehr enthält); der Rest des Pools geht auf den Friedhof. Innerhalb von 2 Hexfeldern eines Manila-Stadthexfelds oder Balangas aufstellen.</translation>
        </message>
        <message>
            <source>Place the drawn units at</source>
            <translation>Die gezogenen Einheiten aufstellen bei</translation>
        </message>
        <message>
            <source>Japanese hold all of Manila</source>
            <translation>Japaner halten ganz Manila</translation>
        </message>
        <message>
            <source>Then recovered and rebuilt units go within 2 hexes of Balanga only (3.1c)</source>
            <translation>Dann kommen erholte und wieder aufgebaute Einheiten nur innerhalb von 2 Hexfeldern von Balanga (3.1c)</translation>
        </message>
        <message>
            <source>Draw from the Recovery Pool</source>
            <translation>Aus dem Erholungspool ziehen</translation>
        </message>
        <message>
            <source>Replacement (3.1d)</source>
            <translation>Ersatz (3.1d)</translation>
        </message>
        <message>
            <source>Roll replacement (2D6)</source>
            <translation>Ersatz würfeln (2W6)</translation>
        </message>
        <message>
            <source>Rebuild at the hex above</source>
            <translation>Im Hexfeld oben wieder aufbauen</translation>
        </message>
        <message>
            <source>The Dead Pile holds no Allied ground unit.</source>
            <translation>Der Friedhof enthält keine alliierte Bodeneinheit.</translation>
        </message>
        <message>
            <source>Recovery Pool (%1): </source>
            <translation>Erholungspool (%1): </translation>
        </message>
        <message>
            <source>empty</source>
            <translation>leer</translation>
        </message>
        <message>
            <source>&lt;br&gt;Dead Pile (%1): </source>
            <translation>&lt;br&gt;Friedhof (%1): </translation>
        </message>
        <message>
            <source>This turn: %1. Drawn: %2 at %3.</source>
            <translation>Diese Runde: %1. Gezogen: %2 bei %3.</translation>
        </message>
        <message>
            <source> — rebuilt %1</source>
            <translation> — wieder aufgebaut %1</translation>
        </message>
        <message>
            <source>Not rolled this turn.</source>
            <translation>In dieser Runde nicht gewürfelt.</translation>
        </message>
        <message>
            <source>Japanese replacements (2.1d) use the OCS Common Replacement Table at the table (L2)</source>
            <translation>Japanischer Ersatz (2.1d) nutzt die OCS Common Replacement Table am Tisch (L2)</translation>
        </message>
        <message>
            <source>: DRM %1 — </source>
            <translation>: DRM %1 — </translation>
        </message>
        <message>
            <source>; no optional DRM in force.</source>
            <translation>; kein optionaler DRM in Kraft.</translation>
        </message>
        <message>
            <source>Side</source>
            <translation>Seite</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>Einheit</translation>
        </message>
        <message>
            <source>Strength</source>
            <translation>Stärke</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Hex</source>
            <translation>Hexfeld</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Art</translation>
        </message>
        <message>
            <source>Every counter</source>
            <translation>Jeder Spielstein</translation>
        </message>
        <message>
            <source>hex, e.g. 17.16</source>
            <translation>Hexfeld, z. B. 17.16</translation>
        </message>
        <message>
            <source>Move / arrive at hex</source>
            <translation>In Hexfeld bewegen / eintreffen</translation>
        </message>
        <message>
            <source>Eliminate</source>
            <translation>Ausschalten</translation>
        </message>
        <message>
            <source>Allied ground units go to the Recovery Pool, the rest to the Dead Pile (3.1c, 2.1d)</source>
            <translation>Alliierte Bodeneinheiten gehen in den Erholungspool, der Rest auf den Friedhof (3.1c, 2.1d)</translation>
        </message>
        <message>
            <source>Toggle trace supply</source>
            <translation>Versorgungsverfolgung umschalten</translation>
        </message>
        <message>
            <source>combat</source>
            <translation>Kampf</translation>
        </message>
        <message>
            <source>move</source>
            <translation>Bewegung</translation>
        </message>
        <message>
            <source>strat</source>
            <translation>strat.</translation>
        </message>
        <message>
            <source>Set mode</source>
            <translation>Modus setzen</translation>
        </message>
        <message>
            <source>a recorded ruling</source>
            <translation>als festgehaltene Entscheidung</translation>
        </message>
        <message>
            <source>Make a move a restriction refuses (1.11, 1.14, 2.1d); the log names the rule</source>
            <translation>Eine Bewegung ausführen, die eine Beschränkung ablehnt (1.11, 1.14, 2.1d); das Protokoll nennt die Regel</translation>
        </message>
        <message>
            <source>Replacement Table result</source>
            <translation>Ergebnis der Ersatztabelle</translation>
        </message>
        <message>
            <source>The OCS Common Replacement Table result that allows it (2.1d, L2)</source>
            <translation>Das Ergebnis der OCS Common Replacement Table, das es erlaubt (2.1d, L2)</translation>
        </message>
        <message>
            <source>Rebuild from Dead Pile (2.1d)</source>
            <translation>Vom Friedhof wieder aufbauen (2.1d)</translation>
        </message>
        <message>
            <source>A Japanese ground unit, at the hex above: within 2 of Agoo / Atimonan, or with the 14th Army HQ or its stripe's HQ</source>
            <translation>Eine japanische Bodeneinheit im Hexfeld oben: innerhalb von 2 von Agoo / Atimonan, oder beim HQ der 14. Armee oder dem HQ ihres Streifens</translation>
        </message>
        <message>
            <source>Series result (L2)</source>
            <translation>Serienergebnis (L2)</translation>
        </message>
        <message>
            <source>The OCS Combat and Barrage tables are not in the game: read the result off the series charts, enter it here with the steps each unit loses. A lost step flips a unit to its reduced side; a reduced unit that loses one is eliminated.</source>
            <translation>Die OCS-Kampf- und Sperrfeuertabellen sind nicht im Spiel: das Ergebnis von den Serientabellen ablesen und hier mit den Stufen eintragen, die jede Einheit verliert. Eine verlorene Stufe dreht eine Einheit auf ihre reduzierte Seite; eine reduzierte Einheit, die eine verliert, ist ausgeschaltet.</translation>
        </message>
        <message>
            <source>e.g. AL1 DL1o2</source>
            <translation>z. B. AL1 DL1o2</translation>
        </message>
        <message>
            <source>hex (optional)</source>
            <translation>Hexfeld (optional)</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Tabelle</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Add loss: picked unit</source>
            <translation>Verlust hinzufügen: genommene Einheit</translation>
        </message>
        <message>
            <source>Add the unit picked in the table above, losing this many steps</source>
            <translation>Die in der Tabelle oben genommene Einheit hinzufügen, die so viele Stufen verliert</translation>
        </message>
        <message>
            <source>Step losses: none</source>
            <translation>Stufenverluste: keine</translation>
        </message>
        <message>
            <source>Record series result</source>
            <translation>Serienergebnis festhalten</translation>
        </message>
        <message>
            <source>Series results recorded</source>
            <translation>Festgehaltene Serienergebnisse</translation>
        </message>
        <message>
            <source>Pick a unit in the table first.</source>
            <translation>Zuerst eine Einheit in der Tabelle nehmen.</translation>
        </message>
        <message>
            <source>Step losses: </source>
            <translation>Stufenverluste: </translation>
        </message>
        <message>
            <source>Arrives on turn %1: </source>
            <translation>Trifft in Runde %1 ein: </translation>
        </message>
        <message>
            <source>at %1</source>
            <translation>bei %1</translation>
        </message>
        <message>
            <source> at %1</source>
            <translation> bei %1</translation>
        </message>
        <message>
            <source>no step losses</source>
            <translation>keine Stufenverluste</translation>
        </message>
        <message>
            <source>; eliminated %1</source>
            <translation>; ausgeschaltet %1</translation>
        </message>
        <message>
            <source>(no series results yet)</source>
            <translation>(noch keine Serienergebnisse)</translation>
        </message>
        <message>
            <source> (reduced)</source>
            <translation> (reduziert)</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <source>OUT</source>
            <translation>OHNE</translation>
        </message>
        <message>
            <source>&lt;b style='color:%1'&gt;%2&lt;/b&gt;: %3 on map, %4 to arrive, %5 in Recovery Pool, %6 in Dead Pile</source>
            <translation>&lt;b style='color:%1'&gt;%2&lt;/b&gt;: %3 auf der Karte, %4 noch zu erwarten, %5 im Erholungspool, %6 auf dem Friedhof</translation>
        </message>
        <message>
            <source>&lt;b style='color:%1'&gt;Over the limit:&lt;/b&gt; </source>
            <translation>&lt;b style='color:%1'&gt;Über der Grenze:&lt;/b&gt; </translation>
        </message>
        <message>
            <source>Japanese trace along secondary roads as if rail (2.1b); Allies along rail only (3.1a). Villages, cities and Points of Interest are detrainable. Paint the map's roads and rail on the Map tab first.</source>
            <translation>Japaner verfolgen entlang Nebenstraßen wie auf Bahn (2.1b); Alliierte nur entlang der Bahn (3.1a). Dörfer, Städte und Points of Interest sind ausladefähig. Zuerst die Straßen und Bahnen der Karte auf dem Reiter „Karte“ malen.</translation>
        </message>
        <message>
            <source>Overland reach (hexes)</source>
            <translation>Reichweite über Land (Hexfelder)</translation>
        </message>
        <message>
            <source>The OCS trace length (12.6) is not in the source: the referee enters it (L2)</source>
            <translation>Die OCS-Verfolgungslänge (12.6) steht nicht in der Quelle: der Schiedsrichter gibt sie ein (L2)</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Setzen</translation>
        </message>
        <message>
            <source>Trace unit</source>
            <translation>Einheit verfolgen</translation>
        </message>
        <message>
            <source>Trace all</source>
            <translation>Alle verfolgen</translation>
        </message>
        <message>
            <source>Mark in / Out of Supply</source>
            <translation>Als versorgt / ohne Versorgung markieren</translation>
        </message>
        <message>
            <source>Supply traced, unit by unit</source>
            <translation>Verfolgte Versorgung, Einheit für Einheit</translation>
        </message>
        <message>
            <source>Attrition, Out of Supply (1.9)</source>
            <translation>Abnutzung, ohne Versorgung (1.9)</translation>
        </message>
        <message>
            <source>The roll that costs a step, read off the OCS Attrition Table (L2)</source>
            <translation>Der Wurf, der eine Stufe kostet, abgelesen von der OCS Attrition Table (L2)</translation>
        </message>
        <message>
            <source>Referee override</source>
            <translation>Schiedsrichter-Übersteuerung</translation>
        </message>
        <message>
            <source>Roll attrition for the unit above</source>
            <translation>Abnutzung für die Einheit oben würfeln</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>Würfel</translation>
        </message>
        <message>
            <source>Step lost on</source>
            <translation>Stufe verloren bei</translation>
        </message>
        <message>
            <source>Out of Supply: cannot trace (1.9)</source>
            <translation>Ohne Versorgung: keine Verfolgung möglich (1.9)</translation>
        </message>
        <message>
            <source>%1: %2 — %3</source>
            <translation>%1: %2 — %3</translation>
        </message>
        <message>
            <source>in supply</source>
            <translation>versorgt</translation>
        </message>
        <message>
            <source>OUT OF SUPPLY</source>
            <translation>OHNE VERSORGUNG</translation>
        </message>
        <message>
            <source>chance of a step loss: %1%</source>
            <translation>Chance eines Stufenverlusts: %1%</translation>
        </message>
        <message>
            <source> — OUT</source>
            <translation> — OHNE</translation>
        </message>
        <message>
            <source>A</source>
            <translation>A</translation>
        </message>
        <message>
            <source>J</source>
            <translation>J</translation>
        </message>
        <message>
            <source>Click a hex to pick it; paint what the map shows. While this tab is open a click does not measure.</source>
            <translation>Ein Hexfeld klicken, um es zu nehmen; malen, was die Karte zeigt. Solange dieser Reiter offen ist, misst ein Klick nicht.</translation>
        </message>
        <message>
            <source>The map is not in the source: the rulebook's named places are shipped; the referee paints the rest. Each change is undoable.</source>
            <translation>Die Karte ist nicht in der Quelle: die benannten Orte des Regelbuchs sind mitgeliefert; der Schiedsrichter malt den Rest. Jede Änderung ist rückgängig machbar.</translation>
        </message>
        <message>
            <source>open, close, hills … (the map's TEC)</source>
            <translation>offen, geschlossen, Hügel … (die Geländetabelle der Karte)</translation>
        </message>
        <message>
            <source>Town</source>
            <translation>Stadt</translation>
        </message>
        <message>
            <source>Terrain</source>
            <translation>Gelände</translation>
        </message>
        <message>
            <source>Set this hex</source>
            <translation>Dieses Hexfeld setzen</translation>
        </message>
        <message>
            <source>Paint on click</source>
            <translation>Beim Klicken malen</translation>
        </message>
        <message>
            <source>While pressed, each hex clicked on the map is set to the town, terrain and boxes above (one undoable change each)</source>
            <translation>Solange gedrückt, wird jedes auf der Karte geklickte Hexfeld auf Ort, Gelände und Kästchen oben gesetzt (je eine rückgängig machbare Änderung)</translation>
        </message>
        <message>
            <source>Export JSON…</source>
            <translation>JSON exportieren…</translation>
        </message>
        <message>
            <source>Import JSON…</source>
            <translation>JSON importieren…</translation>
        </message>
        <message>
            <source>Air strips (1.3c)</source>
            <translation>Flugfelder (1.3c)</translation>
        </message>
        <message>
            <source>Flipped to the capturer's side when captured; never improved or destroyed.</source>
            <translation>Bei Eroberung auf die Seite des Eroberers gedreht; nie ausgebaut oder zerstört.</translation>
        </message>
        <message>
            <source>Captured: flip the picked strip</source>
            <translation>Erobert: das gewählte Flugfeld drehen</translation>
        </message>
        <message>
            <source>Export Luzon terrain</source>
            <translation>Luzon-Gelände exportieren</translation>
        </message>
        <message>
            <source>JSON (*.json)</source>
            <translation>JSON (*.json)</translation>
        </message>
        <message>
            <source>Terrain written to %1</source>
            <translation>Gelände nach %1 geschrieben</translation>
        </message>
        <message>
            <source>Import Luzon terrain</source>
            <translation>Luzon-Gelände importieren</translation>
        </message>
        <message>
            <source>cannot read %1: %2</source>
            <translation>%1 nicht lesbar: %2</translation>
        </message>
        <message>
            <source>Pick an air strip in the list first.</source>
            <translation>Zuerst ein Flugfeld in der Liste wählen.</translation>
        </message>
        <message>
            <source>%1 — %2 side up</source>
            <translation>%1 — Seite %2 oben</translation>
        </message>
        <message>
            <source>U.S.</source>
            <translation>US</translation>
        </message>
        <message>
            <source>Optional variations (4.0)</source>
            <translation>Optionale Varianten (4.0)</translation>
        </message>
        <message>
            <source>&lt;b&gt;New game from the printed set-up (6.0).&lt;/b&gt; Choose the optional variations now (OK with none ticked plays without them): on this untouched set-up the tool makes their set-up changes itself.</source>
            <translation>&lt;b&gt;Neues Spiel aus der gedruckten Aufstellung (6.0).&lt;/b&gt; Jetzt die optionalen Varianten wählen (OK ohne Haken spielt ohne sie): auf dieser unberührten Aufstellung nimmt das Programm deren Aufstellungsänderungen selbst vor.</translation>
        </message>
        <message>
            <source>Tick the variations in force for this game. Those marked ✔ are applied by the tool; set-up changes are made while the printed set-up is untouched, else listed for you to make on the map.</source>
            <translation>Die für dieses Spiel gültigen Varianten anhaken. Die mit ✔ markierten wendet das Programm an; Aufstellungsänderungen werden gemacht, solange die gedruckte Aufstellung unberührt ist, sonst für Sie zum Ausführen auf der Karte aufgelistet.</translation>
        </message>
        <message>
            <source>Favouring the Japanese (1D6)</source>
            <translation>Zugunsten der Japaner (1W6)</translation>
        </message>
        <message>
            <source>Favouring the Allies (2D6)</source>
            <translation>Zugunsten der Alliierten (2W6)</translation>
        </message>
        <message>
            <source>Series optional rules (OCS; played at the table)</source>
            <translation>Optionale Serienregeln (OCS; am Tisch gespielt)</translation>
        </message>
        <message>
            <source>Turn track (6.0)</source>
            <translation>Rundenleiste (6.0)</translation>
        </message>
        <message>
            <source>Turn %1, %2</source>
            <translation>Runde %1, %2</translation>
        </message>
        <message>
            <source>Turn track</source>
            <translation>Rundenleiste</translation>
        </message>
        <message>
            <source>This turn's checklist (tick as done)</source>
            <translation>Checkliste dieser Runde (abhaken, wenn erledigt)</translation>
        </message>
        <message>
            <source>◀ Previous turn</source>
            <translation>◀ Vorige Runde</translation>
        </message>
        <message>
            <source>Next turn ▶</source>
            <translation>Nächste Runde ▶</translation>
        </message>
        <message>
            <source>Weather (1.2)</source>
            <translation>Wetter (1.2)</translation>
        </message>
        <message>
            <source>Roll weather</source>
            <translation>Wetter würfeln</translation>
        </message>
        <message>
            <source>Re-roll counter (1.13)</source>
            <translation>Neuwurf-Zähler (1.13)</translation>
        </message>
        <message>
            <source>Holder re-rolls the last roll</source>
            <translation>Halter würfelt den letzten Wurf neu</translation>
        </message>
        <message>
            <source>Used on a table roll</source>
            <translation>Bei einem Tischwurf genutzt</translation>
        </message>
        <message>
            <source>The holder re-rolled a roll made at the table (an OCS series roll, L2): pass the counter</source>
            <translation>Der Halter hat einen am Tisch gemachten Wurf neu gewürfelt (ein OCS-Serienwurf, L2): den Zähler weitergeben</translation>
        </message>
        <message>
            <source>Choose…</source>
            <translation>Wählen…</translation>
        </message>
        <message>
            <source>Roll Japanese (1D6)</source>
            <translation>Japaner würfeln (1W6)</translation>
        </message>
        <message>
            <source>Roll Allied (2D6)</source>
            <translation>Alliierte würfeln (2W6)</translation>
        </message>
        <message>
            <source>Turn %1 of %2: %3</source>
            <translation>Runde %1 von %2: %3</translation>
        </message>
        <message>
            <source>Current turn</source>
            <translation>Aktuelle Runde</translation>
        </message>
        <message>
            <source>One die: 1-2 Limited Flight, 3-6 Normal Flight — </source>
            <translation>Ein Würfel: 1-2 eingeschränkter Flugbetrieb, 3-6 normaler Flugbetrieb — </translation>
        </message>
        <message>
            <source>&lt;span style='color:%1'&gt;%2&lt;/span&gt; (die %3)</source>
            <translation>&lt;span style='color:%1'&gt;%2&lt;/span&gt; (Würfel %3)</translation>
        </message>
        <message>
            <source>not rolled yet</source>
            <translation>noch nicht gewürfelt</translation>
        </message>
        <message>
            <source>Held by the &lt;span style='color:%1'&gt;%2&lt;/span&gt; player — %3</source>
            <translation>Gehalten vom Spieler &lt;span style='color:%1'&gt;%2&lt;/span&gt; — %3</translation>
        </message>
        <message>
            <source>In force: </source>
            <translation>In Kraft: </translation>
        </message>
        <message>
            <source>none</source>
            <translation>keins</translation>
        </message>
        <message>
            <source>As the units stand now (live; each check counts at the turn it names):</source>
            <translation>Wie die Einheiten jetzt stehen (live; jede Prüfung zählt in der Runde, die sie nennt):</translation>
        </message>
        <message>
            <source>(no ruling needed)</source>
            <translation>(keine Entscheidung nötig)</translation>
        </message>
        <message>
            <source>L3 ruling: %1</source>
            <translation>L3-Entscheidung: %1</translation>
        </message>
        <message>
            <source>Enter this turn's victory check</source>
            <translation>Die Siegprüfung dieser Runde eintragen</translation>
        </message>
        <message>
            <source>Sudden death (Clean-Up, turn 3): &lt;span style='color:%1'&gt;%2&lt;/span&gt;</source>
            <translation>Plötzlicher Tod (Clean-Up, Runde 3): &lt;span style='color:%1'&gt;%2&lt;/span&gt;</translation>
        </message>
        <message>
            <source>JAPANESE WIN</source>
            <translation>JAPANISCHER SIEG</translation>
        </message>
        <message>
            <source>not met</source>
            <translation>nicht erfüllt</translation>
        </message>
        <message>
            <source>ALLIED WIN</source>
            <translation>ALLIIERTER SIEG</translation>
        </message>
        <message>
            <source>DRAW</source>
            <translation>UNENTSCHIEDEN</translation>
        </message>
        <message>
            <source>BOTH SIDES' CONDITIONS HOLD: the referee rules (L3)</source>
            <translation>DIE BEDINGUNGEN BEIDER SEITEN GELTEN: der Schiedsrichter entscheidet (L3)</translation>
        </message>
        <message>
            <source>End of turn 5: &lt;span style='color:%1'&gt;%2&lt;/span&gt;</source>
            <translation>Ende von Runde 5: &lt;span style='color:%1'&gt;%2&lt;/span&gt;</translation>
        </message>
        <message>
            <source>&lt;i&gt;Rulings: %1&lt;/i&gt;</source>
            <translation>&lt;i&gt;Entscheidungen: %1&lt;/i&gt;</translation>
        </message>
        <message>
            <source>Turn %1: %2</source>
            <translation>Runde %1: %2</translation>
        </message>
        <message>
            <source>No victory check entered yet.</source>
            <translation>Noch keine Siegprüfung eingetragen.</translation>
        </message>
        <message numerus="yes">
            <source>↑ Air box: %n hex(es) beyond the north edge (1.3b)</source>
            <translation>
                <numerusform>↑ Luftbox: %n Hexfeld jenseits des Nordrands (1.3b)</numerusform>
                <numerusform>↑ Luftbox: %n Hexfelder jenseits des Nordrands (1.3b)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Allied at %1 (%n unit(s), attack strength %2):</source>
            <translation>
                <numerusform>Alliierte bei %1 (%n Einheit, Angriffsstärke %2):</numerusform>
                <numerusform>Alliierte bei %1 (%n Einheiten, Angriffsstärke %2):</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Japanese at %1 (%n unit(s), attack strength %2):</source>
            <translation>
                <numerusform>Japaner bei %1 (%n Einheit, Angriffsstärke %2):</numerusform>
                <numerusform>Japaner bei %1 (%n Einheiten, Angriffsstärke %2):</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n hex(es)</source>
            <translation>
                <numerusform>%n Hexfeld</numerusform>
                <numerusform>%n Hexfelder</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Dead Pile: rebuild (2.1d) within 2 hexes of %1 (%2 group) or with the 14th Army HQ / its stripe's HQ — %n hex(es)</source>
            <translation>
                <numerusform>Friedhof: Wiederaufbau (2.1d) innerhalb von 2 Hexfeldern von %1 (Gruppe %2) oder beim HQ der 14. Armee / dem HQ seines Streifens — %n Hexfeld</numerusform>
                <numerusform>Friedhof: Wiederaufbau (2.1d) innerhalb von 2 Hexfeldern von %1 (Gruppe %2) oder beim HQ der 14. Armee / dem HQ seines Streifens — %n Hexfelder</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>within %n hex(es) of %1</source>
            <translation>
                <numerusform>innerhalb von %n Hexfeld von %1</numerusform>
                <numerusform>innerhalb von %n Hexfeldern von %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> (%n hex(es))</source>
            <translation>
                <numerusform> (%n Hexfeld)</numerusform>
                <numerusform> (%n Hexfelder)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>mapimage</name>
        <message>
            <source>Map images (*.png *.jpg *.jpeg *.tif *.tiff)</source>
            <translation>Kartenbilder (*.png *.jpg *.jpeg *.tif *.tiff)</translation>
        </message>
        <message>
            <source>Map files (*.json)</source>
            <translation>Kartendateien (*.json)</translation>
        </message>
        <message>
            <source>Trace terrain from the scan</source>
            <translation>Gelände aus dem Scan nachzeichnen</translation>
        </message>
        <message>
            <source>Calibrate the map image first (Game &gt; Calibrate map image…): the colours are read where the calibration puts each hex.</source>
            <translation>Zuerst das Kartenbild kalibrieren (Spiel &gt; Kartenbild kalibrieren…): die Farben werden dort gelesen, wo die Kalibrierung jedes Hexfeld hinlegt.</translation>
        </message>
        <message>
            <source>trace from the scan</source>
            <translation>aus dem Scan nachzeichnen</translation>
        </message>
        <message>
            <source>Reading the colours of %1's hexes…</source>
            <translation>Die Farben der Hexfelder von %1 werden gelesen…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Map image</source>
            <translation>Kartenbild</translation>
        </message>
        <message>
            <source>Hex grid and numbers over the scan</source>
            <translation>Hexraster und Nummern über dem Scan</translation>
        </message>
        <message>
            <source>Draw the app's own hex lines and numbers over your calibrated scan (off: the scan's printed ones show alone, not twice)</source>
            <translation>Die eigenen Hexlinien und Nummern über den kalibrierten Scan zeichnen (aus: nur die gedruckten des Scans, nicht doppelt)</translation>
        </message>
        <message>
            <source>Map image…</source>
            <translation>Kartenbild…</translation>
        </message>
        <message>
            <source>Load your own scan or photo of the printed map (PNG, JPEG, TIFF)</source>
            <translation>Ihren eigenen Scan oder ein Foto der gedruckten Karte laden (PNG, JPEG, TIFF)</translation>
        </message>
        <message>
            <source>Calibrate map image…</source>
            <translation>Kartenbild kalibrieren…</translation>
        </message>
        <message>
            <source>Click hexes on the scan and type their numbers to fit the grid</source>
            <translation>Hexfelder auf dem Scan klicken und ihre Nummern eingeben, um das Raster einzupassen</translation>
        </message>
        <message>
            <source>Find moved map image…</source>
            <translation>Verschobenes Kartenbild suchen…</translation>
        </message>
        <message>
            <source>Point to where the map image file is now (its hash is checked)</source>
            <translation>Angeben, wo die Kartenbilddatei jetzt liegt (ihr Hash wird geprüft)</translation>
        </message>
        <message>
            <source>Trace terrain on the map…</source>
            <translation>Gelände auf der Karte nachzeichnen…</translation>
        </message>
        <message>
            <source>Paint each hex's terrain, or a hexside's feature, with a brush over the scan</source>
            <translation>Das Gelände jedes Hexfelds oder das Merkmal einer Hexseite mit einem Pinsel über dem Scan malen</translation>
        </message>
        <message>
            <source>Export map file…</source>
            <translation>Kartendatei exportieren…</translation>
        </message>
        <message>
            <source>Save the traced terrain and calibration (never the image) as JSON</source>
            <translation>Das nachgezeichnete Gelände und die Kalibrierung (nie das Bild) als JSON speichern</translation>
        </message>
        <message>
            <source>Import map file…</source>
            <translation>Kartendatei importieren…</translation>
        </message>
        <message>
            <source>Take another referee's traced terrain for the same printed map</source>
            <translation>Das nachgezeichnete Gelände eines anderen Schiedsrichters für dieselbe gedruckte Karte übernehmen</translation>
        </message>
        <message>
            <source>Forget map image</source>
            <translation>Kartenbild vergessen</translation>
        </message>
        <message>
            <source>Stop using the map image (the file itself is untouched)</source>
            <translation>Das Kartenbild nicht mehr verwenden (die Datei selbst bleibt unberührt)</translation>
        </message>
        <message>
            <source>Trace terrain from the scan…</source>
            <translation>Gelände aus dem Scan nachzeichnen…</translation>
        </message>
        <message>
            <source>Sort the scan's hexes by colour, name each colour once with a terrain kind, check the preview and apply it as one step</source>
            <translation>Die Hexfelder des Scans nach Farbe ordnen, jede Farbe einmal mit einer Geländeart benennen, die Vorschau prüfen und in einem Schritt übernehmen</translation>
        </message>
        <message>
            <source>Load and calibrate a map image first (Game &gt; Map image…, Calibrate map image…): the colours are read where the calibration puts each hex</source>
            <translation>Zuerst ein Kartenbild laden und kalibrieren (Spiel &gt; Kartenbild…, Kartenbild kalibrieren…): die Farben werden dort gelesen, wo die Kalibrierung jedes Hexfeld hinlegt</translation>
        </message>
        <message>
            <source>Your map image</source>
            <translation>Ihr Kartenbild</translation>
        </message>
        <message>
            <source>Reading %1…</source>
            <translation>Lese %1…</translation>
        </message>
        <message>
            <source>Cutting %1 into tiles…</source>
            <translation>%1 wird in Kacheln geschnitten…</translation>
        </message>
        <message>
            <source>Load a map image first (Game &gt; Map image…).</source>
            <translation>Zuerst ein Kartenbild laden (Spiel &gt; Kartenbild…).</translation>
        </message>
        <message>
            <source>The map image could not be read.</source>
            <translation>Das Kartenbild konnte nicht gelesen werden.</translation>
        </message>
        <message>
            <source>Where is %1 now?</source>
            <translation>Wo ist %1 jetzt?</translation>
        </message>
        <message>
            <source>Export map file</source>
            <translation>Kartendatei exportieren</translation>
        </message>
        <message>
            <source>Map file</source>
            <translation>Kartendatei</translation>
        </message>
        <message>
            <source>The map file</source>
            <translation>Die Kartendatei</translation>
        </message>
        <message>
            <source>Map file written to %1 (terrain and calibration, no image).</source>
            <translation>Kartendatei nach %1 geschrieben (Gelände und Kalibrierung, kein Bild).</translation>
        </message>
        <message>
            <source>Import map file</source>
            <translation>Kartendatei importieren</translation>
        </message>
        <message>
            <source>The map image's calibration cannot be used: %1. Game &gt; Calibrate map image… shows its clicks to fix.</source>
            <translation>Die Kalibrierung des Kartenbilds ist nicht verwendbar: %1. Spiel &gt; Kartenbild kalibrieren… zeigt ihre Klicks zum Korrigieren.</translation>
        </message>
        <message>
            <source>Map image %1: its tiles are not cut yet (Game &gt; Calibrate map image…).</source>
            <translation>Kartenbild %1: seine Kacheln sind noch nicht geschnitten (Spiel &gt; Kartenbild kalibrieren…).</translation>
        </message>
        <message>
            <source>Map image %1 is missing at %2: Game &gt; Find moved map image…</source>
            <translation>Kartenbild %1 fehlt in %2: Spiel &gt; Verschobenes Kartenbild suchen…</translation>
        </message>
        <message>
            <source>Map image %1 at %2 is not the same file: Game &gt; Find moved map image…</source>
            <translation>Kartenbild %1 in %2 ist nicht dieselbe Datei: Spiel &gt; Verschobenes Kartenbild suchen…</translation>
        </message>
        <message>
            <source>Map image %1 is not calibrated yet: Game &gt; Calibrate map image…</source>
            <translation>Kartenbild %1 ist noch nicht kalibriert: Spiel &gt; Kartenbild kalibrieren…</translation>
        </message>
        <message>
            <source>Reading the image…</source>
            <extracomment>Qt's own allocation limit, in MiB, while an image is decoded: MAX_PIXELS at 8 bytes a pixel (a 16-bit RGBA PNG), so Qt refuses on its own anything past the pixel limit that a header hid</extracomment>
            <translation>Bild wird gelesen…</translation>
        </message>
        <message>
            <source>Cutting level %1 into tiles…</source>
            <translation>Stufe %1 wird in Kacheln geschnitten…</translation>
        </message>
        <message>
            <source>clear</source>
            <translation>offen</translation>
        </message>
        <message>
            <source>anti-tank ditch</source>
            <translation>Panzergraben</translation>
        </message>
        <message>
            <source>airfield</source>
            <translation>Flugplatz</translation>
        </message>
        <message>
            <source>rifle pits</source>
            <translation>Schützenlöcher</translation>
        </message>
        <message>
            <source>palm trees</source>
            <translation>Palmen</translation>
        </message>
        <message>
            <source>buildings</source>
            <translation>Gebäude</translation>
        </message>
        <message>
            <source>beach</source>
            <translation>Strand</translation>
        </message>
        <message>
            <source>pier</source>
            <translation>Pier</translation>
        </message>
        <message>
            <source>pillbox</source>
            <translation>Pillbox</translation>
        </message>
        <message>
            <source>bunker</source>
            <translation>Bunker</translation>
        </message>
        <message>
            <source>command bunker</source>
            <translation>Kommandobunker</translation>
        </message>
        <message>
            <source>coastal defence</source>
            <translation>Küstenverteidigung</translation>
        </message>
        <message>
            <source>water</source>
            <translation>Wasser</translation>
        </message>
        <message>
            <source>other</source>
            <translation>anderes</translation>
        </message>
        <message>
            <source>road</source>
            <translation>Straße</translation>
        </message>
        <message>
            <source>rail</source>
            <translation>Bahn</translation>
        </message>
        <message>
            <source>town</source>
            <translation>Stadt</translation>
        </message>
        <message>
            <source>point of interest</source>
            <translation>Point of Interest</translation>
        </message>
        <message>
            <source>invasion beach</source>
            <translation>Invasionsstrand</translation>
        </message>
        <message>
            <source>hexside feature</source>
            <translation>Hexseiten-Merkmal</translation>
        </message>
        <message>
            <source>not entered</source>
            <translation>nicht eingetragen</translation>
        </message>
        <message>
            <source>Traced: %1</source>
            <translation>Nachgezeichnet: %1</translation>
        </message>
        <message>
            <source>Traced hexside: %1 (DRM %2, MP %3; TEC entries, T4)</source>
            <translation>Nachgezeichnete Hexseite: %1 (DRM %2, BP %3; Geländetabellen-Einträge, T4)</translation>
        </message>
    </context>
    <context>
        <name>measure</name>
        <message>
            <source>Open a game to measure on its table or map.</source>
            <translation>Ein Spiel öffnen, um auf seinem Tisch oder seiner Karte zu messen.</translation>
        </message>
    </context>
    <context>
        <name>menus</name>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Neues Spiel…</translation>
        </message>
        <message>
            <source>Start a new game: blank, the printed set-up or a demo</source>
            <translation>Ein neues Spiel beginnen: leer, die gedruckte Aufstellung oder eine Demo</translation>
        </message>
        <message>
            <source>&amp;Open game…</source>
            <translation>Spiel ö&amp;ffnen…</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>Ein gespeichertes Spiel öffnen</translation>
        </message>
        <message>
            <source>Open &amp;database…</source>
            <translation>&amp;Datenbank öffnen…</translation>
        </message>
        <message>
            <source>Use another Table Assistant database file</source>
            <translation>Eine andere Table-Assistant-Datenbankdatei verwenden</translation>
        </message>
        <message>
            <source>&amp;Back up database…</source>
            <translation>Datenbank &amp;sichern…</translation>
        </message>
        <message>
            <source>Write a consistent copy of the whole database</source>
            <translation>Eine konsistente Kopie der ganzen Datenbank schreiben</translation>
        </message>
        <message>
            <source>&amp;Export roll log as CSV…</source>
            <translation>Würfelprotokoll als &amp;CSV exportieren…</translation>
        </message>
        <message>
            <source>Every roll of this game as a CSV file</source>
            <translation>Jeder Wurf dieses Spiels als CSV-Datei</translation>
        </message>
        <message>
            <source>Export game as &amp;JSON…</source>
            <translation>Spiel als &amp;JSON exportieren…</translation>
        </message>
        <message>
            <source>The whole game: records, roll log and history, as one JSON file</source>
            <translation>Das ganze Spiel: Aufzeichnungen, Würfelprotokoll und Verlauf, als eine JSON-Datei</translation>
        </message>
        <message>
            <source>Export &amp;plot…</source>
            <translation>&amp;Diagramm exportieren…</translation>
        </message>
        <message>
            <source>The plot in front in the Plots panel, as a PNG picture or an SVG drawing</source>
            <translation>Das vordere Diagramm der Diagramm-Leiste als PNG-Bild oder SVG-Zeichnung</translation>
        </message>
        <message>
            <source>&amp;Print…</source>
            <translation>D&amp;rucken…</translation>
        </message>
        <message>
            <source>Print the board as it stands</source>
            <translation>Das Brett drucken, wie es steht</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Wiederherstellen</translation>
        </message>
        <message>
            <source>Clear &amp;selection</source>
            <translation>Auswahl &amp;aufheben</translation>
        </message>
        <message>
            <source>Put down the armed tool, else select nothing on the board (Esc)</source>
            <translation>Das aktive Werkzeug ablegen, sonst die Auswahl auf dem Brett aufheben (Esc)</translation>
        </message>
        <message>
            <source>&amp;Rename game…</source>
            <translation>Spiel &amp;umbenennen…</translation>
        </message>
        <message>
            <source>R&amp;eferee…</source>
            <translation>Spiel&amp;leitung…</translation>
        </message>
        <message>
            <source>The referee's name kept with this game (named in league reports)</source>
            <translation>Der Name der Spielleitung, mit diesem Spiel gespeichert (in Ligaberichten genannt)</translation>
        </message>
        <message>
            <source>Rulings and &amp;settings…</source>
            <translation>Entscheidungen und &amp;Einstellungen…</translation>
        </message>
        <message>
            <source>The referee's readings of the rules for this game</source>
            <translation>Die Lesarten des Schiedsrichters zu den Regeln dieses Spiels</translation>
        </message>
        <message>
            <source>Reset &amp;layout</source>
            <translation>&amp;Layout zurücksetzen</translation>
        </message>
        <message>
            <source>Put the panels back where they start for this board (a wide table gets the width)</source>
            <translation>Die Leisten an ihren Anfangsplatz für dieses Brett zurücksetzen (ein breiter Tisch bekommt die Breite)</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Einstellungen…</translation>
        </message>
        <message>
            <source>The program's own settings: the language of the window</source>
            <translation>Die Einstellungen des Programms selbst: die Sprache des Fensters</translation>
        </message>
        <message>
            <source>&amp;Board only</source>
            <translation>Nur &amp;Brett</translation>
        </message>
        <message>
            <source>Fold every panel away so the board has the whole window; again to bring them back</source>
            <translation>Alle Leisten einklappen, damit das Brett das ganze Fenster hat; nochmals, um sie zurückzuholen</translation>
        </message>
        <message>
            <source>&amp;Players' view</source>
            <translation>&amp;Spieleransicht</translation>
        </message>
        <message>
            <source>The board as the players may see it, in its own window: full screen on a second screen</source>
            <translation>Das Spielfeld, wie die Spieler es sehen dürfen, in einem eigenen Fenster: Vollbild auf einem zweiten Bildschirm</translation>
        </message>
        <message>
            <source>&amp;About Table Assistant…</source>
            <translation>Ü&amp;ber Table Assistant…</translation>
        </message>
        <message>
            <source>&amp;Rules reference…</source>
            <translation>&amp;Regelreferenz…</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts…</source>
            <translation>&amp;Tastenkürzel…</translation>
        </message>
        <message>
            <source>Open &amp;log folder</source>
            <translation>&amp;Protokollordner öffnen</translation>
        </message>
        <message>
            <source>Where errors are written down</source>
            <translation>Wo Fehler aufgeschrieben werden</translation>
        </message>
        <message>
            <source>&amp;Check database…</source>
            <translation>Datenbank &amp;prüfen…</translation>
        </message>
        <message>
            <source>Look for damage in the database file (repairs nothing)</source>
            <translation>Nach Schäden in der Datenbankdatei suchen (repariert nichts)</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Datei</translation>
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation>&amp;Zuletzt geöffnet</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Bearbeiten</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Spiel</translation>
        </message>
        <message>
            <source>&amp;Turn</source>
            <translation>&amp;Runde</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
    </context>
    <context>
        <name>newchart</name>
        <message>
            <source>New chart</source>
            <translation>Neue Tabelle</translation>
        </message>
        <message>
            <source>A chart the source does not print (e.g. Luzon's OCS series results, ruling L2; Tarawa/Saipan CRTs and TEC, ruling T4). It opens with one row over the dice's whole range: split it into the results, then Save.</source>
            <translation>Eine Tabelle, die die Quelle nicht druckt (z. B. Luzons OCS-Serienergebnisse, Entscheidung L2; Tarawa/Saipan-KETs und Geländetabelle, Entscheidung T4). Sie öffnet mit einer Zeile über den ganzen Würfelbereich: diese in die Ergebnisse aufteilen, dann Speichern.</translation>
        </message>
        <message>
            <source>e.g. OCS series results</source>
            <translation>z. B. OCS-Serienergebnisse</translation>
        </message>
        <message>
            <source>lower-case letters, digits and _</source>
            <translation>Kleinbuchstaben, Ziffern und _</translation>
        </message>
        <message>
            <source>dice notation: 1d6, 2d6, d10 …</source>
            <translation>Würfelschreibweise: 1d6, 2d6, d10 …</translation>
        </message>
        <message>
            <source>Title:</source>
            <translation>Titel:</translation>
        </message>
        <message>
            <source>Id:</source>
            <translation>Kennung:</translation>
        </message>
        <message>
            <source>Dice:</source>
            <translation>Würfel:</translation>
        </message>
        <message>
            <source>Open in the editor</source>
            <translation>Im Editor öffnen</translation>
        </message>
        <message>
            <source>Not accepted:
</source>
            <translation>Nicht angenommen:
</translation>
        </message>
    </context>
    <context>
        <name>overview</name>
        <message>
            <source>Rules: %1. %2 on record.</source>
            <translation>Regeln: %1. %2 festgehalten.</translation>
        </message>
        <message numerus="yes">
            <source>%n roll(s)</source>
            <translation>
                <numerusform>%n Wurf</numerusform>
                <numerusform>%n Würfe</numerusform>
            </translation>
        </message>
        <message>
            <source>Overview of %1</source>
            <translation>Übersicht von %1</translation>
        </message>
        <message>
            <source>not started</source>
            <translation>nicht begonnen</translation>
        </message>
        <message>
            <source>Where the game stands</source>
            <translation>Wo das Spiel steht</translation>
        </message>
    </context>
    <context>
        <name>panels</name>
        <message>
            <source>Measure</source>
            <translation>Messen</translation>
        </message>
        <message>
            <source>Roll</source>
            <translation>Würfeln</translation>
        </message>
        <message>
            <source>Roll log</source>
            <translation>Würfe</translation>
        </message>
        <message>
            <source>Record</source>
            <translation>Verlauf</translation>
        </message>
        <message>
            <source>Plots</source>
            <translation>Grafik</translation>
        </message>
    </context>
    <context>
        <name>plots</name>
        <message>
            <source>no side</source>
            <translation>keine Seite</translation>
        </message>
        <message>
            <source>a plot is written as .png or .svg; this name ends in '%1'.</source>
            <translation>ein Diagramm wird als .png oder .svg geschrieben; dieser Name endet auf „%1“.</translation>
        </message>
        <message>
            <source>the picture could not be written</source>
            <translation>das Bild konnte nicht geschrieben werden</translation>
        </message>
    </context>
    <context>
        <name>preferences</name>
        <message>
            <source>Preferences</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <source>System (%1)</source>
            <translation>System (%1)</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Sprache:</translation>
        </message>
        <message>
            <source>A new language applies at the next start.</source>
            <translation>Eine neue Sprache gilt ab dem nächsten Start.</translation>
        </message>
        <message>
            <source>The window will use %1 from the next start of Table Assistant.</source>
            <translation>Das Fenster verwendet %1 ab dem nächsten Start von Table Assistant.</translation>
        </message>
    </context>
    <context>
        <name>reference</name>
        <message>
            <source>Rules reference</source>
            <translation>Regelreferenz</translation>
        </message>
    </context>
    <context>
        <name>rulings_dialog</name>
        <message>
            <source>Rulings: %1</source>
            <translation>Entscheidungen: %1</translation>
        </message>
        <message>
            <source>Each box switches a ruling to its second reading. Every roll and measurement records the reading it used.</source>
            <translation>Jedes Kästchen schaltet eine Entscheidung auf ihre zweite Lesart. Jeder Wurf und jede Messung hält die verwendete Lesart fest.</translation>
        </message>
        <message>
            <source>This game has no ruling toggles.</source>
            <translation>Dieses Spiel hat keine umschaltbaren Entscheidungen.</translation>
        </message>
        <message>
            <source>The stored rulings could not be read (%1); the defaults are shown.</source>
            <translation>Die gespeicherten Entscheidungen konnten nicht gelesen werden (%1); die Vorgaben werden gezeigt.</translation>
        </message>
        <message>
            <source>Unticked: %1</source>
            <translation>Nicht angehakt: %1</translation>
        </message>
        <message>
            <source> (default)</source>
            <translation> (Vorgabe)</translation>
        </message>
    </context>
    <context>
        <name>safe_files</name>
        <message>
            <source>it is a folder; choose a file name.</source>
            <translation>es ist ein Ordner; einen Dateinamen wählen.</translation>
        </message>
        <message>
            <source>the folder %1 does not exist.</source>
            <translation>der Ordner %1 existiert nicht.</translation>
        </message>
        <message>
            <source>the folder cannot be written (%1).</source>
            <translation>in den Ordner kann nicht geschrieben werden (%1).</translation>
        </message>
        <message>
            <source>nothing was written (the file came out empty).</source>
            <translation>nichts wurde geschrieben (die Datei kam leer heraus).</translation>
        </message>
        <message>
            <source>%1 was not saved.

File: %2
Reason: %3

No partial file was left; a file already there is unchanged.</source>
            <translation>%1 wurde nicht gespeichert.

Datei: %2
Grund: %3

Es blieb keine halbe Datei zurück; eine schon vorhandene Datei ist unverändert.</translation>
        </message>
    </context>
    <context>
        <name>saipan</name>
        <message>
            <source>Air-to-air (14.3)</source>
            <translation>Luftkampf (14.3)</translation>
        </message>
        <message>
            <source>target air unit, e.g. A6M-1</source>
            <translation>Ziel-Lufteinheit, z. B. A6M-1</translation>
        </message>
        <message>
            <source>AA fire, split (14.4 B-E)</source>
            <translation>Flakfeuer, aufgeteilt (14.4 B-E)</translation>
        </message>
        <message>
            <source>air unit and points, e.g. A6M-1 3, B6N-2 2</source>
            <translation>Lufteinheit und Punkte, z. B. A6M-1 3, B6N-2 2</translation>
        </message>
        <message>
            <source>Anti-ship strike (14.4 B)</source>
            <translation>Angriff auf Schiffe (14.4 B)</translation>
        </message>
        <message>
            <source>ship and type, e.g. Taiho CV</source>
            <translation>Schiff und Typ, z. B. Taiho CV</translation>
        </message>
        <message>
            <source>Ship-to-ship, split (14.5)</source>
            <translation>Schiff gegen Schiff, aufgeteilt (14.5)</translation>
        </message>
        <message>
            <source>ship, type and points, e.g. Tone CA 4, Zuiho CVL 4</source>
            <translation>Schiff, Typ und Punkte, z. B. Tone CA 4, Zuiho CVL 4</translation>
        </message>
        <message>
            <source>name the target</source>
            <translation>das Ziel nennen</translation>
        </message>
        <message>
            <source>each target reads like: %1</source>
            <translation>jedes Ziel liest sich wie: %1</translation>
        </message>
        <message>
            <source>points are a number, got %1</source>
            <translation>Punkte sind eine Zahl, erhalten: %1</translation>
        </message>
        <message>
            <source>one target for this attack</source>
            <translation>ein Ziel für diesen Angriff</translation>
        </message>
        <message>
            <source>Air/naval attack: odds, roll and hits recorded</source>
            <translation>Luft-/Seeangriff: Verhältnis, Wurf und Treffer festgehalten</translation>
        </message>
        <message>
            <source>attacking unit, e.g. F6F-1</source>
            <translation>angreifende Einheit, z. B. F6F-1</translation>
        </message>
        <message>
            <source>carrier target DRM (S5)</source>
            <translation>Träger-Ziel-DRM (S5)</translation>
        </message>
        <message>
            <source>CVL/CVE VPs damaged / sunk (S5)</source>
            <translation>SP für beschädigte / versenkte CVL/CVE (S5)</translation>
        </message>
        <message>
            <source>record hits as VP results (16.4 A)</source>
            <translation>Treffer als SP-Ergebnisse festhalten (16.4 A)</translation>
        </message>
        <message>
            <source>Attack</source>
            <translation>Angreifen</translation>
        </message>
        <message>
            <source>Attacker</source>
            <translation>Angreifer</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Wert</translation>
        </message>
        <message>
            <source>Targets</source>
            <translation>Ziele</translation>
        </message>
        <message>
            <source>Roll the attacks</source>
            <translation>Die Angriffe würfeln</translation>
        </message>
        <message>
            <source>Before rolling:&lt;br&gt;</source>
            <translation>Vor dem Würfeln:&lt;br&gt;</translation>
        </message>
        <message>
            <source>Type hex numbers like 2119 or click two hexes: A, then B.</source>
            <translation>Hex-Nummern wie 2119 eingeben oder zwei Hexfelder klicken: A, dann B.</translation>
        </message>
        <message>
            <source>Saipan</source>
            <translation>Saipan</translation>
        </message>
        <message>
            <source>SAMPLE invasion hexes (16.3 E, 9.3): not the printed map</source>
            <translation>BEISPIEL-Invasionshexfelder (16.3 E, 9.3): nicht die gedruckte Karte</translation>
        </message>
        <message>
            <source>SAMPLE invasion hexes (16.3 E)</source>
            <translation>BEISPIEL-Invasionshexfelder (16.3 E)</translation>
        </message>
        <message>
            <source>US enters via Caroline, Marianas, Zone #5 (16.3 B)</source>
            <translation>US kommen über Karolinen, Marianen, Zone #5 (16.3 B)</translation>
        </message>
        <message>
            <source>Measure</source>
            <translation>Messen</translation>
        </message>
        <message>
            <source>Map: referee (all)</source>
            <translation>Karte: Schiedsrichter (alles)</translation>
        </message>
        <message>
            <source>Map: US players' view</source>
            <translation>Karte: Ansicht der US-Spieler</translation>
        </message>
        <message>
            <source>Map: Japanese players' view</source>
            <translation>Karte: Ansicht der japanischen Spieler</translation>
        </message>
        <message>
            <source>What each side may see (15.2-15.3): force markers over hidden Japanese units and dummies for the US; only the top US unit of a stack for the Japanese</source>
            <translation>Was jede Seite sehen darf (15.2-15.3): Verbandsmarker über verdeckten japanischen Einheiten und Attrappen für die US; für die Japaner nur die oberste US-Einheit eines Stapels</translation>
        </message>
        <message>
            <source>Picked: lose 1 step</source>
            <translation>Genommene: 1 Stufe verlieren</translation>
        </message>
        <message>
            <source>Each picked unit loses a step (12.0); a ground-step result is recorded for the VPs (16.4 A)</source>
            <translation>Jede genommene Einheit verliert eine Stufe (12.0); ein Bodenstufen-Ergebnis wird für die SP festgehalten (16.4 A)</translation>
        </message>
        <message>
            <source>Place off the map</source>
            <translation>Außerhalb der Karte ablegen</translation>
        </message>
        <message>
            <source>The unit described below waits off the map: a US unit to board a transport (16.3 C: Fleet tab, Board), a Japanese one to set up (16.1 A)</source>
            <translation>Die unten beschriebene Einheit wartet außerhalb der Karte: eine US-Einheit zum Einschiffen (16.3 C: Reiter Flotte, Einschiffen), eine japanische zum Aufstellen (16.1 A)</translation>
        </message>
        <message>
            <source>Referee's correction</source>
            <translation>Korrektur der Spielleitung</translation>
        </message>
        <message>
            <source>place a US unit on the map directly</source>
            <translation>eine US-Einheit direkt auf die Karte setzen</translation>
        </message>
        <message>
            <source>US units reach Saipan by landing from transports on the beaches, within the day's limit (16.3 A, D-E: Fleet tab, Land). Tick to place one on the map directly as your correction; the Record names it one.</source>
            <translation>US-Einheiten erreichen Saipan durch Landung von Transportern an den Stränden, im Tageslimit (16.3 A, D-E: Reiter Flotte, Landen). Ankreuzen, um eine als Ihre Korrektur direkt auf die Karte zu setzen; das Protokoll nennt sie so.</translation>
        </message>
        <message>
            <source>named hex (Radar Hill, 9.4 A)</source>
            <translation>benanntes Hexfeld (Radar Hill, 9.4 A)</translation>
        </message>
        <message>
            <source>SAMPLE invasion hexes (1 unit, DRM -1, US only)</source>
            <translation>BEISPIEL-Invasionshexfelder (1 Einheit, DRM -1, nur US)</translation>
        </message>
        <message>
            <source>US unit</source>
            <translation>US-Einheit</translation>
        </message>
        <message>
            <source>Japanese unit (attack-defence-move, step pips)</source>
            <translation>Japanische Einheit (Angriff-Verteidigung-Bewegung, Stufenpunkte)</translation>
        </message>
        <message>
            <source>picked</source>
            <translation>genommen</translation>
        </message>
        <message>
            <source>hex line A→B</source>
            <translation>Hexlinie A→B</translation>
        </message>
        <message>
            <source>within N of A</source>
            <translation>im Umkreis N von A</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>Tag</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Einheiten</translation>
        </message>
        <message>
            <source>Ground</source>
            <translation>Boden</translation>
        </message>
        <message>
            <source>Fleet</source>
            <translation>Flotte</translation>
        </message>
        <message>
            <source>Rolls</source>
            <translation>Würfe</translation>
        </message>
        <message>
            <source>VPs</source>
            <translation>SP</translation>
        </message>
        <message>
            <source>attack-defence-move/proficiency, e.g. 5-6-8/7</source>
            <translation>Angriff-Verteidigung-Bewegung/Ausbildung, z. B. 5-6-8/7</translation>
        </message>
        <message>
            <source>One move, placing or removal at a time.</source>
            <translation>Eine Bewegung, Aufstellung oder Entfernung nach der anderen.</translation>
        </message>
        <message>
            <source> (invasion hex)</source>
            <translation> (Invasionshexfeld)</translation>
        </message>
        <message>
            <source>aboard a transport</source>
            <translation>an Bord eines Transporters</translation>
        </message>
        <message>
            <source>off the map</source>
            <translation>außerhalb der Karte</translation>
        </message>
        <message>
            <source>%1 %2 (%3) %4, prof %5, %6/%7 steps</source>
            <translation>%1 %2 (%3) %4, Ausb. %5, %6/%7 Stufen</translation>
        </message>
        <message>
            <source> [sample]</source>
            <translation> [Beispiel]</translation>
        </message>
        <message>
            <source> [hidden]</source>
            <translation> [verdeckt]</translation>
        </message>
        <message>
            <source>Pick units first.</source>
            <translation>Zuerst Einheiten nehmen.</translation>
        </message>
        <message>
            <source>SAMPLE invasion hex (9.3, 10.1, 16.3 E)</source>
            <translation>BEISPIEL-Invasionshexfeld (9.3, 10.1, 16.3 E)</translation>
        </message>
        <message>
            <source>Naval bombardment in range (12.3)</source>
            <translation>Schiffsbeschuss in Reichweite (12.3)</translation>
        </message>
        <message>
            <source>no ship type</source>
            <translation>kein Schiffstyp</translation>
        </message>
        <message>
            <source>the island as traced, the named hexes and the units</source>
            <translation>die Insel wie nachgezeichnet, die benannten Hexfelder und die Einheiten</translation>
        </message>
        <message>
            <source> — game over</source>
            <translation> — Spiel vorbei</translation>
        </message>
        <message>
            <source>Saipan — day %1 of %2%3</source>
            <translation>Saipan — Tag %1 von %2%3</translation>
        </message>
        <message>
            <source>Rolling side:</source>
            <translation>Würfelnde Seite:</translation>
        </message>
        <message>
            <source>US</source>
            <translation>US</translation>
        </message>
        <message>
            <source>Japanese</source>
            <translation>Japaner</translation>
        </message>
        <message>
            <source>Search (14.1)</source>
            <translation>Suche (14.1)</translation>
        </message>
        <message>
            <source>Air-to-air, AA or anti-ship: roll only (14.3-14.4)</source>
            <translation>Luftkampf, Flak oder Angriff auf Schiffe: nur würfeln (14.3-14.4)</translation>
        </message>
        <message>
            <source>Ship-to-ship: roll only (14.5)</source>
            <translation>Schiff gegen Schiff: nur würfeln (14.5)</translation>
        </message>
        <message>
            <source>Proficiency check</source>
            <translation>Ausbildungsprobe</translation>
        </message>
        <message>
            <source>%1, day %2</source>
            <translation>%1, Tag %2</translation>
        </message>
        <message>
            <source>Air and naval units</source>
            <translation>Luft- und Seeeinheiten</translation>
        </message>
        <message>
            <source>Move, search, missions (14.0-14.2, 9.1)</source>
            <translation>Bewegung, Suche, Einsätze (14.0-14.2, 9.1)</translation>
        </message>
        <message>
            <source>Zone:</source>
            <translation>Zone:</translation>
        </message>
        <message>
            <source>Relocate ticked</source>
            <translation>Angehakte verlegen</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Suchen</translation>
        </message>
        <message>
            <source>Fly ticked</source>
            <translation>Angehakte fliegen</translation>
        </message>
        <message>
            <source>Combat (14.3-14.5): odds first</source>
            <translation>Kampf (14.3-14.5): zuerst das Verhältnis</translation>
        </message>
        <message>
            <source>air-to-air pairs in the zone: cap1&gt;strike1, strike1&gt;cap1</source>
            <translation>Luftkampf-Paare in der Zone: cap1&gt;strike1, strike1&gt;cap1</translation>
        </message>
        <message>
            <source>Roll air-to-air</source>
            <translation>Luftkampf würfeln</translation>
        </message>
        <message>
            <source>firer id</source>
            <translation>Kennung des Schützen</translation>
        </message>
        <message>
            <source>targets: id:points, ... (a strike: one ship id)</source>
            <translation>Ziele: Kennung:Punkte, ... (ein Angriff: eine Schiffskennung)</translation>
        </message>
        <message>
            <source>Roll AA, strike or ship fire</source>
            <translation>Flak, Angriff oder Schiffsfeuer würfeln</translation>
        </message>
        <message>
            <source>Carriers, transports, the phase's end (9.2, 14.6)</source>
            <translation>Träger, Transporter, das Phasenende (9.2, 14.6)</translation>
        </message>
        <message>
            <source>Move ticked air</source>
            <translation>Angehakte Luft bewegen</translation>
        </message>
        <message>
            <source>ground ids (board; empty: the units picked) or id@hex (land)</source>
            <translation>Boden-IDs (einschiffen; leer: die gewählten Einheiten) oder id@hex (landen)</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>An Bord</translation>
        </message>
        <message>
            <source>Land</source>
            <translation>Landen</translation>
        </message>
        <message>
            <source>US-held airfields:</source>
            <translation>US-gehaltene Flugplätze:</translation>
        </message>
        <message>
            <source>End the Air/Naval Phase</source>
            <translation>Die Luft-/Seephase beenden</translation>
        </message>
        <message>
            <source>Search %1 from %2 zone(s) away: found %3% (14.1)</source>
            <translation>Suche %1 aus %2 Zonen Entfernung: gefunden %3% (14.1)</translation>
        </message>
        <message>
            <source>air-to-air: %1</source>
            <translation>Luftkampf: %1</translation>
        </message>
        <message>
            <source>%1%2: found by %3</source>
            <translation>%1%2: gefunden von %3</translation>
        </message>
        <message>
            <source> (Saipan Sea Zone)</source>
            <translation> (Seezone Saipan)</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keins</translation>
        </message>
        <message>
            <source> aboard %1</source>
            <translation> an Bord %1</translation>
        </message>
        <message>
            <source> on Saipan</source>
            <translation> auf Saipan</translation>
        </message>
        <message>
            <source> — %1 aboard</source>
            <translation> — %1 an Bord</translation>
        </message>
        <message>
            <source> (SAMPLE chart: not the printed one, T4)</source>
            <translation> (BEISPIEL-Tabelle: nicht die gedruckte, T4)</translation>
        </message>
        <message>
            <source>Day %1: %2 air/naval units on record%3. Tick units to act.</source>
            <translation>Tag %1: %2 Luft-/See-Einheiten im Protokoll%3. Einheiten zum Handeln anhaken.</translation>
        </message>
        <message>
            <source>aboard %1</source>
            <translation>an Bord %1</translation>
        </message>
        <message>
            <source>land on Saipan (9.2.2 C)</source>
            <translation>auf Saipan landen (9.2.2 C)</translation>
        </message>
        <message>
            <source>lost: no room (9.2.2)</source>
            <translation>verloren: kein Platz (9.2.2)</translation>
        </message>
        <message>
            <source>US landings today: %1 of %2 (16.3 D)</source>
            <translation>US-Landungen heute: %1 von %2 (16.3 D)</translation>
        </message>
        <message>
            <source>US ground units off the map: %1 waiting to board (%2); transports needed %3, on record %4 (14.6 A)</source>
            <translation>US-Bodeneinheiten außerhalb der Karte: %1 warten auf Einschiffung (%2); benötigte Transporter %3, festgehalten %4 (14.6 A)</translation>
        </message>
        <message>
            <source>anti-ship/AA/bombardment, e.g. 3/3/2</source>
            <translation>Schiffsangriff/Flak/Beschuss, z. B. 3/3/2</translation>
        </message>
        <message>
            <source>air-to-air/anti-ship/bombardment, e.g. 6/2/2</source>
            <translation>Luftkampf/Schiffsangriff/Beschuss, z. B. 6/2/2</translation>
        </message>
        <message>
            <source>air-to-air/anti-ship/bombardment, e.g. 2/5/4</source>
            <translation>Luftkampf/Schiffsangriff/Beschuss, z. B. 2/5/4</translation>
        </message>
        <message>
            <source>Place a new air or naval unit (14.0 A, 16.1-16.3)</source>
            <translation>Eine neue Luft- oder See-Einheit aufstellen (14.0 A, 16.1-16.3)</translation>
        </message>
        <message>
            <source>type: F6F, CV...</source>
            <translation>Typ: F6F, CV...</translation>
        </message>
        <message>
            <source>An aircraft (F6F, A6M...) or a ship type (BB, CA, CL, CLA, DD, DE, AA, CV, CVL, CVE)</source>
            <translation>Ein Flugzeug (F6F, A6M...) oder ein Schiffstyp (BB, CA, CL, CLA, DD, DE, AA, CV, CVL, CVE)</translation>
        </message>
        <message>
            <source>name (optional)</source>
            <translation>Name (optional)</translation>
        </message>
        <message>
            <source>A carrier's capacity in full-strength air units (9.2.1); 0 for other units</source>
            <translation>Die Kapazität eines Trägers in vollstarken Lufteinheiten (9.2.1); 0 für andere Einheiten</translation>
        </message>
        <message>
            <source>printed</source>
            <translation>gedruckt</translation>
        </message>
        <message>
            <source>Range in sea zones, only for a Japanese type 9.1 C gives none</source>
            <translation>Reichweite in Seezonen, nur für einen japanischen Typ, dem 9.1 C keine gibt</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Aufstellen</translation>
        </message>
        <message>
            <source>In:</source>
            <translation>In:</translation>
        </message>
        <message>
            <source>Capacity:</source>
            <translation>Kapazität:</translation>
        </message>
        <message>
            <source>Range:</source>
            <translation>Reichweite:</translation>
        </message>
        <message>
            <source>%1 holding box</source>
            <translation>Wartefeld %1</translation>
        </message>
        <message>
            <source>aboard %1 (%2)</source>
            <translation>an Bord %1 (%2)</translation>
        </message>
        <message>
            <source>Sea-zone chart (not printed, T4: the referee's entry)</source>
            <translation>Seezonen-Tabelle (nicht gedruckt, T4: der Eintrag des Schiedsrichters)</translation>
        </message>
        <message>
            <source>one zone a line — Zone: neighbour, neighbour (each pair once is enough)</source>
            <translation>eine Zone je Zeile — Zone: Nachbar, Nachbar (jedes Paar einmal genügt)</translation>
        </message>
        <message>
            <source>Saipan Sea Zone:</source>
            <translation>Seezone Saipan:</translation>
        </message>
        <message>
            <source>Enter chart</source>
            <translation>Tabelle eintragen</translation>
        </message>
        <message>
            <source>In force: %1, %2 zones.</source>
            <translation>In Kraft: %1, %2 Zonen.</translation>
        </message>
        <message>
            <source>the SAMPLE chart (not the printed one)</source>
            <translation>die BEISPIEL-Tabelle (nicht die gedruckte)</translation>
        </message>
        <message>
            <source>the entered chart</source>
            <translation>die eingetragene Tabelle</translation>
        </message>
        <message>
            <source>Maneuver combat (12.1)</source>
            <translation>Bewegungsgefecht (12.1)</translation>
        </message>
        <message>
            <source>Assault (12.2)</source>
            <translation>Sturmangriff (12.2)</translation>
        </message>
        <message>
            <source>Banzai Charge (15.1)</source>
            <translation>Banzai-Angriff (15.1)</translation>
        </message>
        <message>
            <source>steps </source>
            <translation>Stufen </translation>
        </message>
        <message>
            <source>retreat</source>
            <translation>Rückzug</translation>
        </message>
        <message>
            <source>Declare with the picked units</source>
            <translation>Mit den genommenen Einheiten ansagen</translation>
        </message>
        <message>
            <source>target hex, e.g. 1224</source>
            <translation>Zielhexfeld, z. B. 1224</translation>
        </message>
        <message>
            <source>TEC DRM on fire into the target hex: a referee entry (T4)</source>
            <translation>Geländetabellen-DRM auf Feuer in das Zielhexfeld: ein Schiedsrichter-Eintrag (T4)</translation>
        </message>
        <message>
            <source>Side</source>
            <translation>Seite</translation>
        </message>
        <message>
            <source>Combat</source>
            <translation>Kampf</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Ziel</translation>
        </message>
        <message>
            <source>Declare</source>
            <translation>Ansagen</translation>
        </message>
        <message>
            <source>Bombardment (12.3)</source>
            <translation>Beschuss (12.3)</translation>
        </message>
        <message>
            <source>target hex</source>
            <translation>Zielhexfeld</translation>
        </message>
        <message>
            <source>each source reads 'ship us-dd-phelps DD 1124 2 2', 'air us-vb-15 4 4' or 'artillery us-art 6 6' (the ids on record)</source>
            <translation>jede Quelle lautet 'ship us-dd-phelps DD 1124 2 2', 'air us-vb-15 4 4' oder 'artillery us-art 6 6' (die festgehaltenen IDs)</translation>
        </message>
        <message>
            <source>ship us-dd-phelps DD 1124 2 2; air us-vb-15 4 4 (ids on record)</source>
            <translation>ship us-dd-phelps DD 1124 2 2; air us-vb-15 4 4 (festgehaltene IDs)</translation>
        </message>
        <message>
            <source>Sources</source>
            <translation>Quellen</translation>
        </message>
        <message>
            <source>Declare bombardment</source>
            <translation>Beschuss ansagen</translation>
        </message>
        <message>
            <source>Combats this game</source>
            <translation>Kämpfe dieses Spiels</translation>
        </message>
        <message>
            <source>Roll</source>
            <translation>Würfeln</translation>
        </message>
        <message>
            <source>%1: steps lost</source>
            <translation>%1: verlorene Stufen</translation>
        </message>
        <message>
            <source>%1: retreat</source>
            <translation>%1: Rückzug</translation>
        </message>
        <message>
            <source>Pick</source>
            <extracomment>the Ground tab's stages (issue 23), in order: what the referee does next</extracomment>
            <translation>Wählen</translation>
        </message>
        <message>
            <source>Odds</source>
            <translation>Chancen</translation>
        </message>
        <message>
            <source>CRT result</source>
            <translation>KET-Ergebnis</translation>
        </message>
        <message>
            <source>Move in / retreat</source>
            <translation>Einrücken / Rückzug</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Erledigt</translation>
        </message>
        <message>
            <source>Stage</source>
            <extracomment>a combat's step (``CombatSteps.now``) -&gt; the tab's stage</extracomment>
            <translation>Stufe des Kampfes</translation>
        </message>
        <message>
            <source>Combats this game: pick one to run its next step</source>
            <translation>Kämpfe dieses Spiels: einen wählen, um seinen nächsten Schritt auszuführen</translation>
        </message>
        <message>
            <source>Odds and status</source>
            <translation>Chancen und Stand</translation>
        </message>
        <message>
            <source>Move in / checks</source>
            <translation>Nachrücken / Prüfungen</translation>
        </message>
        <message>
            <source>CRT result (T4)</source>
            <translation>KET-Ergebnis (T4)</translation>
        </message>
        <message>
            <source>Attacker suffers</source>
            <translation>Angreifer erleidet</translation>
        </message>
        <message>
            <source>Defender suffers</source>
            <translation>Verteidiger erleidet</translation>
        </message>
        <message>
            <source>the CRT ends the combat</source>
            <translation>die KET beendet den Kampf</translation>
        </message>
        <message>
            <source>Enter the CRT results</source>
            <translation>Die KET-Ergebnisse eintragen</translation>
        </message>
        <message>
            <source>defender</source>
            <translation>Verteidiger</translation>
        </message>
        <message>
            <source>attacker</source>
            <translation>Angreifer</translation>
        </message>
        <message>
            <source>Who retreats</source>
            <translation>Wer zieht sich zurück</translation>
        </message>
        <message>
            <source>two hexes, e.g. 1625 1626 (none: stays)</source>
            <translation>zwei Hexfelder, z. B. 1625 1626 (keins: bleibt)</translation>
        </message>
        <message>
            <source>Retreat</source>
            <translation>Rückzug</translation>
        </message>
        <message>
            <source>TEC DRM </source>
            <translation>Gelände-DRM </translation>
        </message>
        <message>
            <source>Set-up and fog of war (15.2, 16.1, 16.3)</source>
            <translation>Aufstellung und Nebel des Krieges (15.2, 16.1, 16.3)</translation>
        </message>
        <message>
            <source>Check the set-up</source>
            <translation>Die Aufstellung prüfen</translation>
        </message>
        <message>
            <source>Referee's view</source>
            <translation>Ansicht des Schiedsrichters</translation>
        </message>
        <message>
            <source>US players' view</source>
            <translation>Ansicht der US-Spieler</translation>
        </message>
        <message>
            <source>Japanese players' view</source>
            <translation>Ansicht der japanischen Spieler</translation>
        </message>
        <message>
            <source>Hide picked (force marker)</source>
            <translation>Gewählte verdecken (Truppenmarker)</translation>
        </message>
        <message>
            <source>Picked Japanese units go under a force marker: the US players' view shows the marker, not the units (15.2 A)</source>
            <translation>Gewählte japanische Einheiten kommen unter einen Truppenmarker: die Ansicht der US-Spieler zeigt den Marker, nicht die Einheiten (15.2 A)</translation>
        </message>
        <message>
            <source>Reveal picked</source>
            <translation>Gewählte aufdecken</translation>
        </message>
        <message>
            <source>hex (empty: off the map)</source>
            <translation>Hexfeld (leer: außerhalb der Karte)</translation>
        </message>
        <message>
            <source>Make a dummy (15.3)</source>
            <translation>Attrappe anlegen (15.3)</translation>
        </message>
        <message>
            <source>outside the rules</source>
            <translation>außerhalb der Regeln</translation>
        </message>
        <message>
            <source>Put the picked units in a hex (or off the map) with no MA, ZOC or phase check: the Record names it a correction</source>
            <translation>Die gewählten Einheiten ohne Prüfung von BP, Kontrollzone oder Phase in ein Hexfeld (oder außerhalb der Karte) setzen: das Protokoll nennt es eine Korrektur</translation>
        </message>
        <message>
            <source>Put picked there</source>
            <translation>Gewählte dorthin setzen</translation>
        </message>
        <message>
            <source>Pick the attacking units on the map (Units tool), then type the target hex.</source>
            <translation>Die angreifenden Einheiten auf der Karte nehmen (Werkzeug Einheiten), dann das Zielhexfeld eingeben.</translation>
        </message>
        <message>
            <source>Before the first roll:</source>
            <translation>Vor dem ersten Wurf:</translation>
        </message>
        <message>
            <source>Select a combat.</source>
            <translation>Einen Kampf wählen.</translation>
        </message>
        <message>
            <source>Set-up: complete and legal (16.1, 16.3).</source>
            <translation>Aufstellung: vollständig und regelgerecht (16.1, 16.3).</translation>
        </message>
        <message>
            <source>Set-up: what remains and what breaks the rules:&lt;ul&gt;</source>
            <translation>Aufstellung: was fehlt und was gegen die Regeln verstößt:&lt;ul&gt;</translation>
        </message>
        <message>
            <source>Tick 'Referee's correction' first.</source>
            <translation>Zuerst „Korrektur der Spielleitung“ ankreuzen.</translation>
        </message>
        <message>
            <source>(no unit on the map)</source>
            <translation>(keine Einheit auf der Karte)</translation>
        </message>
        <message>
            <source>%1: best proficiency %2, passes %3%</source>
            <translation>%1: beste Ausbildung %2, besteht %3%</translation>
        </message>
        <message>
            <source>Undone: %1 is back at '%2'.</source>
            <translation>Rückgängig: %1 steht wieder bei „%2“.</translation>
        </message>
        <message>
            <source>%1 rolled %2, DRM %3 → %4 on the %5 column: read the CRT</source>
            <translation>%1 würfelte %2, DRM %3 → %4 in der Spalte %5: die KET ablesen</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>No combat selected: declare one with the picked units, or pick one in the list.</source>
            <translation>Kein Kampf gewählt: einen mit den gewählten Einheiten ansagen oder einen in der Liste wählen.</translation>
        </message>
        <message>
            <source>Move in</source>
            <translation>Einrücken</translation>
        </message>
        <message>
            <source>Proficiency checks</source>
            <translation>Befähigungsproben</translation>
        </message>
        <message>
            <source>select a combat in the list first</source>
            <translation>zuerst einen Kampf in der Liste wählen</translation>
        </message>
        <message>
            <source>Roll this round of the combat (its odds are shown above)</source>
            <translation>Diese Runde des Kampfes würfeln (die Chancen stehen oben)</translation>
        </message>
        <message>
            <source>Run this step of the combat</source>
            <translation>Diesen Schritt des Kampfes ausführen</translation>
        </message>
        <message>
            <source>Enter what each side suffers, read off the CRT (T4)</source>
            <translation>Eintragen, was jede Seite erleidet, von der KET abgelesen (T4)</translation>
        </message>
        <message>
            <source>Carry out the retreat the CRT ordered (12.0 C)</source>
            <translation>Den von der KET befohlenen Rückzug ausführen (12.0 C)</translation>
        </message>
        <message>
            <source>Not now: %1</source>
            <translation>Nicht jetzt: %1</translation>
        </message>
        <message>
            <source>Declare the combat with the picked units (10.0 B3)</source>
            <translation>Den Kampf mit den gewählten Einheiten ansagen (10.0 B3)</translation>
        </message>
        <message>
            <source>%1, retreat pending</source>
            <translation>%1, Rückzug offen</translation>
        </message>
        <message>
            <source>%1 %2 day %3: %4 → %5 [%6]</source>
            <translation>%1 %2 Tag %3: %4 → %5 [%6]</translation>
        </message>
        <message>
            <source>This day's steps (tick as done)</source>
            <translation>Die Schritte dieses Tages (abhaken, wenn erledigt)</translation>
        </message>
        <message>
            <source>even with steps left</source>
            <translation>auch mit verbleibenden Stufen</translation>
        </message>
        <message>
            <source>Turn Record Phase: next day ▶</source>
            <translation>Rundenprotokollphase: nächster Tag ▶</translation>
        </message>
        <message>
            <source> Tick them, or check 'even with steps left'.</source>
            <translation> Anhaken oder „auch mit verbleibenden Stufen“ wählen.</translation>
        </message>
        <message>
            <source>Day %1 of %2 — the game is over (16.4 C)</source>
            <translation>Tag %1 von %2 — das Spiel ist vorbei (16.4 C)</translation>
        </message>
        <message>
            <source>Day %1 of %2 — %3 moves first</source>
            <translation>Tag %1 von %2 — %3 zieht zuerst</translation>
        </message>
        <message>
            <source>Turn Record Phase: end the game ■</source>
            <translation>Rundenprotokollphase: das Spiel beenden ■</translation>
        </message>
        <message>
            <source>Next: &lt;b&gt;%1&lt;/b&gt; — %2 (%3)</source>
            <translation>Als Nächstes: &lt;b&gt;%1&lt;/b&gt; — %2 (%3)</translation>
        </message>
        <message>
            <source>Every step done.</source>
            <translation>Jeder Schritt erledigt.</translation>
        </message>
        <message>
            <source>Current day</source>
            <translation>Aktueller Tag</translation>
        </message>
        <message>
            <source>Next step</source>
            <translation>Nächster Schritt</translation>
        </message>
        <message>
            <source>Game end (16.4)</source>
            <translation>Spielende (16.4)</translation>
        </message>
        <message>
            <source>Japanese ground units on Saipan</source>
            <translation>Japanische Bodeneinheiten auf Saipan</translation>
        </message>
        <message>
            <source>(not entered)</source>
            <translation>(nicht eingetragen)</translation>
        </message>
        <message>
            <source>Winner's level (S3, referee)</source>
            <translation>Stufe des Siegers (S3, Schiedsrichter)</translation>
        </message>
        <message>
            <source>Record</source>
            <translation>Festhalten</translation>
        </message>
        <message>
            <source>Record a result</source>
            <translation>Ein Ergebnis festhalten</translation>
        </message>
        <message>
            <source>Japanese unit</source>
            <translation>Japanische Einheit</translation>
        </message>
        <message>
            <source>unit or ship id</source>
            <translation>Einheiten- oder Schiffskennung</translation>
        </message>
        <message>
            <source>A CVL or CVE has no printed VPs: the referee enters what this result scores (S5)</source>
            <translation>Ein CVL oder CVE hat keine gedruckten SP: der Schiedsrichter trägt ein, was dieses Ergebnis zählt (S5)</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Suffered by</source>
            <translation>Erlitten von</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>Einheit</translation>
        </message>
        <message>
            <source>Ship type</source>
            <translation>Schiffstyp</translation>
        </message>
        <message>
            <source>Steps</source>
            <translation>Stufen</translation>
        </message>
        <message>
            <source>VPs (CVL/CVE, S5)</source>
            <translation>SP (CVL/CVE, S5)</translation>
        </message>
        <message>
            <source>Record result</source>
            <translation>Ergebnis festhalten</translation>
        </message>
        <message>
            <source>Results on record:</source>
            <translation>Festgehaltene Ergebnisse:</translation>
        </message>
        <message>
            <source>Results on record</source>
            <translation>Festgehaltene Ergebnisse</translation>
        </message>
        <message>
            <source>Remove result</source>
            <translation>Ergebnis entfernen</translation>
        </message>
        <message>
            <source>Take the selected result off the tally (undoable)</source>
            <translation>Das gewählte Ergebnis aus der Wertung nehmen (rückgängig machbar)</translation>
        </message>
        <message>
            <source>Tally lines:</source>
            <translation>Wertungszeilen:</translation>
        </message>
        <message>
            <source>Tally lines</source>
            <translation>Wertungszeilen</translation>
        </message>
        <message>
            <source>Select a result to remove.</source>
            <translation>Ein Ergebnis zum Entfernen wählen.</translation>
        </message>
        <message>
            <source>VPs: &lt;span style='color:%1'&gt;US %2&lt;/span&gt; — &lt;span style='color:%3'&gt;Japanese %4&lt;/span&gt;</source>
            <translation>SP: &lt;span style='color:%1'&gt;US %2&lt;/span&gt; — &lt;span style='color:%3'&gt;Japaner %4&lt;/span&gt;</translation>
        </message>
        <message>
            <source>Not decided yet</source>
            <translation>Noch nicht entschieden</translation>
        </message>
        <message>
            <source>&lt;i&gt;Rulings: %1&lt;/i&gt;</source>
            <translation>&lt;i&gt;Entscheidungen: %1&lt;/i&gt;</translation>
        </message>
        <message>
            <source>(no results recorded)</source>
            <translation>(keine Ergebnisse festgehalten)</translation>
        </message>
    </context>
    <context>
        <name>selection</name>
        <message>
            <source>Selection</source>
            <translation>Auswahl</translation>
        </message>
        <message>
            <source>Nothing selected</source>
            <translation>Nichts gewählt</translation>
        </message>
    </context>
    <context>
        <name>shortcuts</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Tastenkürzel</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Wo</translation>
        </message>
        <message>
            <source>What</source>
            <translation>Was</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>Tasten</translation>
        </message>
    </context>
    <context>
        <name>tarawa</name>
        <message>
            <source>ditch</source>
            <translation>Graben</translation>
        </message>
        <message>
            <source>airfield</source>
            <translation>Flugplatz</translation>
        </message>
        <message>
            <source>pits</source>
            <translation>Löcher</translation>
        </message>
        <message>
            <source>palms</source>
            <translation>Palmen</translation>
        </message>
        <message>
            <source>bldg</source>
            <translation>Geb.</translation>
        </message>
        <message>
            <source>beach</source>
            <translation>Strand</translation>
        </message>
        <message>
            <source>pier</source>
            <translation>Pier</translation>
        </message>
        <message>
            <source>PILLBOX</source>
            <translation>PILLBOX</translation>
        </message>
        <message>
            <source>BUNKER</source>
            <translation>BUNKER</translation>
        </message>
        <message>
            <source>CMD BKR</source>
            <translation>KDO-BKR</translation>
        </message>
        <message>
            <source>COAST DEF</source>
            <translation>KÜSTENV.</translation>
        </message>
        <message>
            <source>water</source>
            <translation>Wasser</translation>
        </message>
        <message>
            <source>other</source>
            <translation>anderes</translation>
        </message>
        <message>
            <source>Type hex numbers like 0528 or click two hexes: A, then B. The sight line (T3) runs centre to centre; end hexes never block. Use 'Mark' to paint blocking hexes.</source>
            <translation>Hex-Nummern wie 0528 eingeben oder zwei Hexfelder klicken: A, dann B. Die Sichtlinie (T3) verläuft von Mitte zu Mitte; Endhexfelder blockieren nie. Mit „Markieren“ blockierende Hexfelder malen.</translation>
        </message>
        <message>
            <source>Tarawa — Betio</source>
            <translation>Tarawa — Betio</translation>
        </message>
        <message>
            <source>Landing hexes %1 …</source>
            <translation>Landehexfelder %1 …</translation>
        </message>
        <message>
            <source>… %1 (8.1 B)</source>
            <translation>… %1 (8.1 B)</translation>
        </message>
        <message>
            <source>Sight</source>
            <translation>Sicht</translation>
        </message>
        <message>
            <source>Measure and check the sight line: click A, then B (T3)</source>
            <translation>Die Sichtlinie messen und prüfen: A klicken, dann B (T3)</translation>
        </message>
        <message>
            <source>Mark:</source>
            <translation>Markieren:</translation>
        </message>
        <message>
            <source>Mark the clicked hex with the terrain chosen beside (again clears it)</source>
            <translation>Das geklickte Hexfeld mit dem daneben gewählten Gelände markieren (nochmals löscht es)</translation>
        </message>
        <message>
            <source>Fire</source>
            <translation>Feuer</translation>
        </message>
        <message>
            <source>Click the firing stack, then the target hex (the same hex for same-hex combat); a third click starts again</source>
            <translation>Den feuernden Stapel klicken, dann das Zielhexfeld (dasselbe Hexfeld für Kampf im selben Hexfeld); ein dritter Klick beginnt neu</translation>
        </message>
        <message>
            <source>Terrain to mark</source>
            <translation>Zu markierendes Gelände</translation>
        </message>
        <message>
            <source>hatched = blocks sight</source>
            <translation>schraffiert = blockiert Sicht</translation>
        </message>
        <message>
            <source>clear sight line</source>
            <translation>freie Sichtlinie</translation>
        </message>
        <message>
            <source>blocked sight line</source>
            <translation>blockierte Sichtlinie</translation>
        </message>
        <message>
            <source>US counter</source>
            <translation>US-Spielstein</translation>
        </message>
        <message>
            <source>Japanese counter (name, firepower-proficiency, step pips, wedge = facing, pale band = reduced)</source>
            <translation>Japanischer Spielstein (Name, Feuerkraft-Ausbildung, Stufenpunkte, Keil = Blickrichtung, blasses Band = reduziert)</translation>
        </message>
        <message>
            <source>picked</source>
            <translation>genommen</translation>
        </message>
        <message>
            <source>target</source>
            <translation>Ziel</translation>
        </message>
        <message>
            <source>Actions and combat</source>
            <translation>Aktionen und Kampf</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Einheiten</translation>
        </message>
        <message>
            <source>Procedures</source>
            <translation>Abläufe</translation>
        </message>
        <message>
            <source>Fog, amtracs</source>
            <translation>Nebel, Amtracs</translation>
        </message>
        <message>
            <source>Victory</source>
            <translation>Sieg</translation>
        </message>
        <message>
            <source>Betio and the units</source>
            <translation>Betio und die Einheiten</translation>
        </message>
        <message>
            <source>Referee's correction</source>
            <translation>Korrektur der Spielleitung</translation>
        </message>
        <message>
            <source>Pass: the player to act passes (4.3)</source>
            <translation>Passen: der handelnde Spieler passt (4.3)</translation>
        </message>
        <message>
            <source>The player to act passes and the other acts next; four passes in a row end the turn (4.3). Undoable.</source>
            <translation>Der handelnde Spieler passt und der andere handelt als Nächstes; vier Pässe in Folge beenden die Runde (4.3). Rückgängig machbar.</translation>
        </message>
        <message>
            <source>firepower/reduced-proficiency, e.g. 6/3-8</source>
            <translation>Feuerkraft/reduzierte Ausbildung, z. B. 6/3-8</translation>
        </message>
        <message>
            <source>Place or remove one thing at a time.</source>
            <translation>Eins nach dem anderen aufstellen oder entfernen.</translation>
        </message>
        <message>
            <source>D·</source>
            <comment>a dummy's mark on its counter</comment>
            <translation>D·</translation>
        </message>
        <message>
            <source>H·</source>
            <comment>a hidden unit's mark on its counter</comment>
            <translation>H·</translation>
        </message>
        <message>
            <source>%1 %2 (%3) %4, %5/%6 steps, facing %7</source>
            <translation>%1 %2 (%3) %4, %5/%6 Stufen, Blickrichtung %7</translation>
        </message>
        <message>
            <source>[sample]</source>
            <translation>[Beispiel]</translation>
        </message>
        <message>
            <source>[hidden under a force marker, 7.1]</source>
            <translation>[verdeckt unter einem Verbandsmarker, 7.1]</translation>
        </message>
        <message>
            <source>[dummy, 7.3]</source>
            <translation>[Attrappe, 7.3]</translation>
        </message>
        <message>
            <source>[inside %1, 6.2 F]</source>
            <translation>[in %1, 6.2 F]</translation>
        </message>
        <message>
            <source>ratings read firepower/reduced-proficiency, e.g. 6/3-8</source>
            <translation>Werte lesen sich Feuerkraft/reduzierte Ausbildung, z. B. 6/3-8</translation>
        </message>
        <message>
            <source>place a unit: ratings</source>
            <translation>eine Einheit aufstellen: Werte</translation>
        </message>
        <message>
            <source>↺ Left</source>
            <translation>↺ Links</translation>
        </message>
        <message>
            <source>Turn the picked units counter-clockwise one hexside; any change of facing is an action (4.1 D, 5.0 D)</source>
            <translation>Die genommenen Einheiten eine Hexseite gegen den Uhrzeigersinn drehen; jede Änderung der Blickrichtung ist eine Aktion (4.1 D, 5.0 D)</translation>
        </message>
        <message>
            <source>↻ Right</source>
            <translation>↻ Rechts</translation>
        </message>
        <message>
            <source>Turn the picked units clockwise one hexside; any change of facing is an action (4.1 D, 5.0 D)</source>
            <translation>Die genommenen Einheiten eine Hexseite im Uhrzeigersinn drehen; jede Änderung der Blickrichtung ist eine Aktion (4.1 D, 5.0 D)</translation>
        </message>
        <message>
            <source>Referee edit</source>
            <translation>Schiedsrichter-Korrektur</translation>
        </message>
        <message>
            <source>Move or turn the picked counters without an action (a correction, or opportunity fire's move back and forth, 4.2.4 A-C)</source>
            <translation>Die genommenen Spielsteine ohne Aktion bewegen oder drehen (eine Korrektur, oder die Hin- und Rückbewegung beim Gelegenheitsfeuer, 4.2.4 A-C)</translation>
        </message>
        <message>
            <source>Pick units first.</source>
            <translation>Zuerst Einheiten nehmen.</translation>
        </message>
        <message>
            <source>Tarawa — turn %1 (night), %2 to act</source>
            <translation>Tarawa — Runde %1 (Nacht), %2 am Zug</translation>
        </message>
        <message>
            <source>Tarawa — turn %1, %2 to act</source>
            <translation>Tarawa — Runde %1, %2 am Zug</translation>
        </message>
        <message>
            <source>Tarawa — turn %1, the %2 set up (8.3)</source>
            <translation>Tarawa — Runde %1, %2 stellen auf (8.3)</translation>
        </message>
        <message>
            <source>blocks sight</source>
            <translation>blockiert Sicht</translation>
        </message>
        <message>
            <source>does not block sight</source>
            <translation>blockiert Sicht nicht</translation>
        </message>
        <message>
            <source>%1 — CLEAR</source>
            <translation>%1 — FREI</translation>
        </message>
        <message>
            <source>%1 — BLOCKED</source>
            <translation>%1 — BLOCKIERT</translation>
        </message>
        <message numerus="yes">
            <source>%n hex(es)</source>
            <translation>
                <numerusform>%n Hexfeld</numerusform>
                <numerusform>%n Hexfelder</numerusform>
            </translation>
        </message>
        <message>
            <source>blocks</source>
            <translation>blockiert</translation>
        </message>
        <message>
            <source>Sight line (4.2.1, T3)</source>
            <translation>Sichtlinie (4.2.1, T3)</translation>
        </message>
        <message>
            <source>A 0-MP crew weapon fires twice (4.1 F optional)</source>
            <translation>Eine Mannschaftswaffe mit 0 BP feuert zweimal (4.1 F optional)</translation>
        </message>
        <message>
            <source>Turn the 4.1 F optional rules on in the rulings. The weapon rolls its proficiency first; it fires both dice either way and is eliminated after its fire when the roll is above its proficiency.</source>
            <translation>Die optionalen Regeln 4.1 F in den Entscheidungen einschalten. Die Waffe würfelt zuerst ihre Ausbildung; sie feuert in jedem Fall mit beiden Würfeln und ist nach ihrem Feuer ausgeschaltet, wenn der Wurf über ihrer Ausbildung liegt.</translation>
        </message>
        <message>
            <source>firing units (ids), or pick them on the map</source>
            <translation>feuernde Einheiten (Kennungen), oder auf der Karte nehmen</translation>
        </message>
        <message>
            <source>target hex, e.g. 2127</source>
            <translation>Zielhexfeld, z. B. 2127</translation>
        </message>
        <message>
            <source>the weapon's id (blank: the only firer)</source>
            <translation>die Kennung der Waffe (leer: der einzige Schütze)</translation>
        </message>
        <message>
            <source>Firers</source>
            <translation>Schützen</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Ziel</translation>
        </message>
        <message>
            <source>Fires twice</source>
            <translation>Feuert zweimal</translation>
        </message>
        <message>
            <source>Odds</source>
            <translation>Chancen</translation>
        </message>
        <message>
            <source>Roll: fire twice</source>
            <translation>Würfeln: zweimal feuern</translation>
        </message>
        <message>
            <source>move</source>
            <translation>Bewegung</translation>
        </message>
        <message>
            <source>face</source>
            <translation>drehen</translation>
        </message>
        <message>
            <source>combat</source>
            <translation>Kampf</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>passen</translation>
        </message>
        <message>
            <source>reinforce</source>
            <translation>verstärken</translation>
        </message>
        <message>
            <source>Banzai Charge declared (6.3):</source>
            <translation>Banzai-Angriff angesagt (6.3):</translation>
        </message>
        <message>
            <source>Banzai Charge over (6.3 C)</source>
            <translation>Banzai-Angriff vorbei (6.3 C)</translation>
        </message>
        <message>
            <source>clear</source>
            <translation>offen</translation>
        </message>
        <message>
            <source>anti tank ditch</source>
            <translation>Panzergraben</translation>
        </message>
        <message>
            <source>rifle pits</source>
            <translation>Schützenlöcher</translation>
        </message>
        <message>
            <source>palm trees</source>
            <translation>Palmen</translation>
        </message>
        <message>
            <source>buildings</source>
            <translation>Gebäude</translation>
        </message>
        <message>
            <source>pillbox</source>
            <translation>Pillbox</translation>
        </message>
        <message>
            <source>bunker</source>
            <translation>Bunker</translation>
        </message>
        <message>
            <source>command bunker</source>
            <translation>Kommandobunker</translation>
        </message>
        <message>
            <source>coastal defence</source>
            <translation>Küstenverteidigung</translation>
        </message>
        <message>
            <source>US</source>
            <translation>US</translation>
        </message>
        <message>
            <source>JAPANESE</source>
            <translation>JAPANER</translation>
        </message>
        <message>
            <source>units / note (optional)</source>
            <translation>Einheiten / Notiz (optional)</translation>
        </message>
        <message>
            <source>Units or a note for the action</source>
            <translation>Einheiten oder eine Notiz zur Aktion</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Bewegen</translation>
        </message>
        <message>
            <source>A movement action made at the table (moving counters with the Units tool records the move itself)</source>
            <translation>Eine am Tisch gemachte Bewegungsaktion (Spielsteine mit dem Werkzeug Einheiten zu bewegen hält die Bewegung selbst fest)</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passen</translation>
        </message>
        <message>
            <source>The player to act passes; four passes in a row end the turn (4.3). Turn menu: Ctrl+Return</source>
            <translation>Der handelnde Spieler passt; vier Pässe in Folge beenden die Runde (4.3). Menü Runde: Strg+Eingabe</translation>
        </message>
        <message>
            <source>Reinforce (US)</source>
            <translation>Verstärken (US)</translation>
        </message>
        <message>
            <source>Reinforce = first assault wave (8.0)</source>
            <translation>Verstärken = erste Angriffswelle (8.0)</translation>
        </message>
        <message>
            <source>Action log (newest first; Edit &gt; Undo takes back the last entry):</source>
            <translation>Aktionsprotokoll (neueste zuerst; Bearbeiten &gt; Rückgängig nimmt den letzten Eintrag zurück):</translation>
        </message>
        <message>
            <source>Action log, newest first</source>
            <translation>Aktionsprotokoll, neueste zuerst</translation>
        </message>
        <message>
            <source>Turn track: the turn and who acts</source>
            <translation>Rundenleiste: die Runde und wer handelt</translation>
        </message>
        <message>
            <source>Passes in a row</source>
            <translation>Pässe in Folge</translation>
        </message>
        <message>
            <source>Fire combat from the map (4.2.1)</source>
            <translation>Feuerkampf von der Karte (4.2.1)</translation>
        </message>
        <message>
            <source>Tool &lt;b&gt;Fire&lt;/b&gt;: click the firing stack, then the target hex (its own hex for same-hex combat). DRMs come from the map: range, stack, works, terrain, the target's facing.</source>
            <translation>Werkzeug &lt;b&gt;Feuer&lt;/b&gt;: den feuernden Stapel klicken, dann das Zielhexfeld (sein eigenes Hexfeld für Kampf im selben Hexfeld). Die DRMs kommen von der Karte: Entfernung, Stapel, Befestigungen, Gelände, die Blickrichtung des Ziels.</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Art</translation>
        </message>
        <message>
            <source>Kind of fire</source>
            <translation>Art des Feuers</translation>
        </message>
        <message>
            <source>fire (same hex: same-hex combat)</source>
            <translation>Feuer (selbes Hexfeld: Kampf im selben Hexfeld)</translation>
        </message>
        <message>
            <source>opportunity fire (4.2.4)</source>
            <translation>Gelegenheitsfeuer (4.2.4)</translation>
        </message>
        <message>
            <source>Aim</source>
            <translation>Ziel</translation>
        </message>
        <message>
            <source>the hex (no amtracs there)</source>
            <translation>das Hexfeld (keine Amtracs dort)</translation>
        </message>
        <message>
            <source>the amtracs, with those inside (6.2 F)</source>
            <translation>die Amtracs, mit denen darin (6.2 F)</translation>
        </message>
        <message>
            <source>the units outside the amtracs (6.2 F)</source>
            <translation>die Einheiten außerhalb der Amtracs (6.2 F)</translation>
        </message>
        <message>
            <source>Entered DRMs (T4: the facing diagram and the TEC are not in the source): flank / rear aspect, and the TEC DRM of a terrain type:</source>
            <translation>Eingetragene DRMs (T4: das Blickrichtungsdiagramm und die Geländetabelle stehen nicht in der Quelle): Flanke / Rücken, und der Gelände-DRM eines Geländetyps:</translation>
        </message>
        <message>
            <source>flank</source>
            <translation>Flanke</translation>
        </message>
        <message>
            <source>Flank DRM</source>
            <translation>Flanken-DRM</translation>
        </message>
        <message>
            <source>Rear DRM</source>
            <translation>Rücken-DRM</translation>
        </message>
        <message>
            <source>rear</source>
            <translation>Rücken</translation>
        </message>
        <message>
            <source>Keep</source>
            <translation>Behalten</translation>
        </message>
        <message>
            <source>Store the facing DRMs with the game (5.0: the facing diagram is not in the source)</source>
            <translation>Die Blickrichtungs-DRMs mit dem Spiel speichern (5.0: das Blickrichtungsdiagramm steht nicht in der Quelle)</translation>
        </message>
        <message>
            <source>Terrain type for its TEC DRM</source>
            <translation>Geländetyp für seinen Gelände-DRM</translation>
        </message>
        <message>
            <source>TEC DRM</source>
            <translation>Gelände-DRM</translation>
        </message>
        <message>
            <source>In a pillbox, bunker or coastal defence only Japanese non-armour units get it (6.1 C-D)</source>
            <translation>In einer Pillbox, einem Bunker oder einer Küstenverteidigung erhalten ihn nur japanische Nicht-Panzer-Einheiten (6.1 C-D)</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Setzen</translation>
        </message>
        <message>
            <source>Roll fire at the target</source>
            <translation>Feuer auf das Ziel würfeln</translation>
        </message>
        <message>
            <source>pick the target hex (tool Fire: firers, then target)</source>
            <translation>das Zielhexfeld nehmen (Werkzeug Feuer: Schützen, dann Ziel)</translation>
        </message>
        <message>
            <source>combat: target</source>
            <translation>Kampf: Ziel</translation>
        </message>
        <message>
            <source>Firing: %1 from %2</source>
            <translation>Feuer: %1 von %2</translation>
        </message>
        <message>
            <source>Firing: &lt;i&gt;none picked&lt;/i&gt;</source>
            <translation>Feuer: &lt;i&gt;keine genommen&lt;/i&gt;</translation>
        </message>
        <message>
            <source>Target: &lt;i&gt;no hex picked&lt;/i&gt;</source>
            <translation>Ziel: &lt;i&gt;kein Hexfeld genommen&lt;/i&gt;</translation>
        </message>
        <message>
            <source>Target: %1 (%2)</source>
            <translation>Ziel: %1 (%2)</translation>
        </message>
        <message>
            <source>no enemy there</source>
            <translation>kein Feind dort</translation>
        </message>
        <message>
            <source>Each hit costs every unit it is read against in %1 one step (4.2.1 G): %2</source>
            <translation>Jeder Treffer kostet jede Einheit, gegen die er in %1 gelesen wird, eine Stufe (4.2.1 G): %2</translation>
        </message>
        <message>
            <source>Record the spent action (4.2 D)</source>
            <translation>Verbrauchte Aktion festhalten (4.2 D)</translation>
        </message>
        <message>
            <source>Combat by entered strengths (4.2)</source>
            <translation>Kampf nach eingetragenen Stärken (4.2)</translation>
        </message>
        <message>
            <source>One d10 per firing unit; a hit when d10 + DRMs ≤ its strength (4.2.1 F). A bombardment is one block of 10 BPs at a target hex (4.2.2).</source>
            <translation>Ein W10 je feuernde Einheit; ein Treffer, wenn W10 + DRMs ≤ ihrer Stärke (4.2.1 F). Ein Beschuss ist ein Block von 10 BP auf ein Zielhexfeld (4.2.2).</translation>
        </message>
        <message>
            <source>One firepower per firing unit, separated by commas</source>
            <translation>Eine Feuerkraft je feuernde Einheit, durch Kommas getrennt</translation>
        </message>
        <message>
            <source>fire</source>
            <translation>Feuer</translation>
        </message>
        <message>
            <source>same hex</source>
            <translation>selbes Hexfeld</translation>
        </message>
        <message>
            <source>opportunity</source>
            <translation>Gelegenheit</translation>
        </message>
        <message>
            <source>bombardment</source>
            <translation>Beschuss</translation>
        </message>
        <message>
            <source>distant</source>
            <translation>entfernt</translation>
        </message>
        <message>
            <source>adjacent</source>
            <translation>angrenzend</translation>
        </message>
        <message>
            <source>The TEC DRM of the target hex (not in the source: entered, T4)</source>
            <translation>Der Gelände-DRM des Zielhexfelds (nicht in der Quelle: eingetragen, T4)</translation>
        </message>
        <message>
            <source>target in works (6.1)</source>
            <translation>Ziel in Befestigungen (6.1)</translation>
        </message>
        <message>
            <source>Japanese non-armour target in a pillbox, bunker or coastal defence (6.1 C-D)</source>
            <translation>Japanisches Nicht-Panzer-Ziel in einer Pillbox, einem Bunker oder einer Küstenverteidigung (6.1 C-D)</translation>
        </message>
        <message>
            <source>US armour in the firing stack</source>
            <translation>US-Panzer im feuernden Stapel</translation>
        </message>
        <message>
            <source>hex (bombardment)</source>
            <translation>Hexfeld (Beschuss)</translation>
        </message>
        <message>
            <source>The bombarded hex: no bombardment within 3 hexes of a US unit after turn 1 (4.2.2 F)</source>
            <translation>Das beschossene Hexfeld: kein Beschuss innerhalb von 3 Hexfeldern einer US-Einheit nach Runde 1 (4.2.2 F)</translation>
        </message>
        <message>
            <source>Firing strengths</source>
            <translation>Feuerstärken</translation>
        </message>
        <message>
            <source>Target is</source>
            <translation>Ziel ist</translation>
        </message>
        <message>
            <source>Terrain DRM (entered)</source>
            <translation>Gelände-DRM (eingetragen)</translation>
        </message>
        <message>
            <source>Target hex</source>
            <translation>Zielhexfeld</translation>
        </message>
        <message>
            <source>Fill in from A → B</source>
            <translation>Aus A → B ausfüllen</translation>
        </message>
        <message>
            <source>A is the firing hex, B the target: distance, terrain DRM, fortification, sight</source>
            <translation>A ist das feuernde Hexfeld, B das Ziel: Entfernung, Gelände-DRM, Befestigung, Sicht</translation>
        </message>
        <message>
            <source>Roll combat</source>
            <translation>Kampf würfeln</translation>
        </message>
        <message>
            <source>Pick A (the firing hex) and B (the target hex) first.</source>
            <translation>Zuerst A (das feuernde Hexfeld) und B (das Zielhexfeld) nehmen.</translation>
        </message>
        <message>
            <source>No sight line: %1</source>
            <translation>Keine Sichtlinie: %1</translation>
        </message>
        <message>
            <source>firing strengths are whole numbers separated by commas, e.g. 6, 4</source>
            <translation>Feuerstärken sind ganze Zahlen, durch Kommas getrennt, z. B. 6, 4</translation>
        </message>
        <message>
            <source>combat: firing strengths</source>
            <translation>Kampf: Feuerstärken</translation>
        </message>
        <message>
            <source>Turn %1 (day %2, %3, NIGHT): %4 to act</source>
            <translation>Runde %1 (Tag %2, %3, NACHT): %4 am Zug</translation>
        </message>
        <message>
            <source>Turn %1 (day %2, %3): %4 to act</source>
            <translation>Runde %1 (Tag %2, %3): %4 am Zug</translation>
        </message>
        <message>
            <source>Turn %1 (day %2, %3): %4 set up (8.3)</source>
            <translation>Runde %1 (Tag %2, %3): %4 stellen auf (8.3)</translation>
        </message>
        <message>
            <source>Passes in a row: %1 of %2 (four end the turn, 4.3). First wave landed: %3.</source>
            <translation>Pässe in Folge: %1 von %2 (vier beenden die Runde, 4.3). Erste Welle gelandet: %3.</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <source>no</source>
            <translation>nein</translation>
        </message>
        <message>
            <source>(%1): dice %2</source>
            <translation>(%1): Würfel %2</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keins</translation>
        </message>
        <message>
            <source>end check %1</source>
            <translation>Endprüfung %1</translation>
        </message>
        <message>
            <source>first assault wave</source>
            <translation>erste Angriffswelle</translation>
        </message>
        <message>
            <source>four passes, 4.3</source>
            <translation>vier Pässe, 4.3</translation>
        </message>
        <message>
            <source>end check, 4.2.5 %1</source>
            <translation>Endprüfung, 4.2.5 %1</translation>
        </message>
        <message>
            <source>TURN %1 ENDS (%2)</source>
            <translation>RUNDE %1 ENDET (%2)</translation>
        </message>
        <message>
            <source>(no actions yet: the US acts first, T7)</source>
            <translation>(noch keine Aktionen: die US handeln zuerst, T7)</translation>
        </message>
        <message>
            <source>not cleared</source>
            <translation>nicht gesäubert</translation>
        </message>
        <message>
            <source>Island cleared on turn</source>
            <translation>Insel gesäubert in Runde</translation>
        </message>
        <message>
            <source>US step losses (no amtracs)</source>
            <translation>US-Stufenverluste (ohne Amtracs)</translation>
        </message>
        <message>
            <source>Record these entries</source>
            <translation>Diese Einträge festhalten</translation>
        </message>
        <message>
            <source>Not decided yet</source>
            <translation>Noch nicht entschieden</translation>
        </message>
        <message>
            <source>DRAW</source>
            <translation>UNENTSCHIEDEN</translation>
        </message>
        <message>
            <source>%1 %2 VICTORY</source>
            <translation>%1 %2 SIEG</translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) completed.</source>
            <translation>
                <numerusform>%n Runde abgeschlossen.</numerusform>
                <numerusform>%n Runden abgeschlossen.</numerusform>
            </translation>
        </message>
        <message>
            <source>Force markers (optional 7.1-7.3)</source>
            <translation>Verbandsmarker (optional 7.1-7.3)</translation>
        </message>
        <message>
            <source>Turn on 7.1 in the rulings. Hidden units show to you with an H; the players' view shows a force marker.</source>
            <translation>7.1 in den Entscheidungen einschalten. Verdeckte Einheiten zeigen sich Ihnen mit einem H; die Spieleransicht zeigt einen Verbandsmarker.</translation>
        </message>
        <message>
            <source>Hide picked</source>
            <translation>Genommene verdecken</translation>
        </message>
        <message>
            <source>Unhide picked</source>
            <translation>Genommene aufdecken</translation>
        </message>
        <message>
            <source>hex</source>
            <translation>Hexfeld</translation>
        </message>
        <message>
            <source>Dummy here</source>
            <translation>Attrappe hier</translation>
        </message>
        <message>
            <source>A dummy force marker in the hex clicked on the map (or typed), 7.3</source>
            <translation>Ein Attrappen-Truppenmarker im auf der Karte geklickten (oder getippten) Hexfeld, 7.3</translation>
        </message>
        <message>
            <source>Lift marker</source>
            <translation>Marker anheben</translation>
        </message>
        <message>
            <source>Show the hidden units in the hex and take its dummies off (7.1, 7.3)</source>
            <translation>Die verdeckten Einheiten im Hexfeld zeigen und seine Attrappen entfernen (7.1, 7.3)</translation>
        </message>
        <message>
            <source>Take the hits</source>
            <translation>Die Treffer nehmen</translation>
        </message>
        <message>
            <source>Decline (7.1 B)</source>
            <translation>Ablehnen (7.1 B)</translation>
        </message>
        <message>
            <source>Players' view…</source>
            <translation>Spieleransicht…</translation>
        </message>
        <message>
            <source>A second window for the players: force markers hide what is under them</source>
            <translation>Ein zweites Fenster für die Spieler: Verbandsmarker verbergen, was darunter liegt</translation>
        </message>
        <message>
            <source>click the hex on the map (or type it) first (7.3)</source>
            <translation>zuerst das Hexfeld auf der Karte klicken (oder tippen) (7.3)</translation>
        </message>
        <message>
            <source>Amtracs (6.2)</source>
            <translation>Amtracs (6.2)</translation>
        </message>
        <message>
            <source>amtrac id, e.g. us-lvt-1</source>
            <translation>Amtrac-Kennung, z. B. us-lvt-1</translation>
        </message>
        <message>
            <source>hex next to it</source>
            <translation>Hexfeld daneben</translation>
        </message>
        <message>
            <source>Amtrac</source>
            <translation>Amtrac</translation>
        </message>
        <message>
            <source>To hex</source>
            <translation>Nach Hexfeld</translation>
        </message>
        <message>
            <source>Picked inside</source>
            <translation>Genommene hinein</translation>
        </message>
        <message>
            <source>Put the picked unit inside the amtrac (6.2 F; a referee edit)</source>
            <translation>Die genommene Einheit in das Amtrac setzen (6.2 F; eine Schiedsrichter-Korrektur)</translation>
        </message>
        <message>
            <source>Beach assault</source>
            <translation>Strandangriff</translation>
        </message>
        <message>
            <source>Debark</source>
            <translation>Aussteigen</translation>
        </message>
        <message>
            <source>Fire at a hex with amtracs: choose the aim in the fire box (6.2 F).</source>
            <translation>Feuer auf ein Hexfeld mit Amtracs: das Ziel im Feuerfeld wählen (6.2 F).</translation>
        </message>
        <message>
            <source>pick the one unit to put inside the amtrac</source>
            <translation>die eine Einheit nehmen, die in das Amtrac kommt</translation>
        </message>
        <message>
            <source>Sight-line dispute (4.2.1 D)</source>
            <translation>Sichtlinien-Streit (4.2.1 D)</translation>
        </message>
        <message>
            <source>from</source>
            <translation>von</translation>
        </message>
        <message>
            <source>to</source>
            <translation>nach</translation>
        </message>
        <message>
            <source>clear 1-</source>
            <translation>frei 1-</translation>
        </message>
        <message>
            <source>The rule prints no numbers: the referee enters the rolls that read clear</source>
            <translation>Die Regel druckt keine Zahlen: der Schiedsrichter trägt die Würfe ein, die „frei“ bedeuten</translation>
        </message>
        <message>
            <source>Roll the dispute</source>
            <translation>Den Streit auswürfeln</translation>
        </message>
        <message>
            <source>Re-emplace a moved weapon (4.1 F optional)</source>
            <translation>Eine bewegte Waffe neu in Stellung bringen (4.1 F optional)</translation>
        </message>
        <message>
            <source>Japanese weapon id</source>
            <translation>Kennung der japanischen Waffe</translation>
        </message>
        <message>
            <source>Roll re-emplace</source>
            <translation>Stellungswechsel würfeln</translation>
        </message>
        <message>
            <source>Override stacking (3.1)</source>
            <translation>Stapelgrenzen übergehen (3.1)</translation>
        </message>
        <message>
            <source>with 'Referee edit' ticked</source>
            <translation>wenn „Schiedsrichter-Korrektur“ angekreuzt ist</translation>
        </message>
        <message>
            <source>With 'Referee edit' ticked, put counters where the stacking rules would refuse</source>
            <translation>Mit angehakter „Schiedsrichter-Korrektur“ Spielsteine dorthin stellen, wo die Stapelregeln ablehnen würden</translation>
        </message>
        <message>
            <source>Before rolling: flips back on its proficiency or less = %1%</source>
            <translation>Vor dem Würfeln: dreht zurück bei ihrer Ausbildung oder weniger = %1%</translation>
        </message>
        <message>
            <source>Hidden unit hits waiting (7.1 B): %1</source>
            <translation>Wartende Treffer auf verdeckte Einheiten (7.1 B): %1</translation>
        </message>
        <message>
            <source>%1: %2 on %3</source>
            <translation>%1: %2 auf %3</translation>
        </message>
        <message>
            <source>Players' view - Tarawa</source>
            <translation>Spieleransicht – Tarawa</translation>
        </message>
        <message>
            <source>Turn track</source>
            <translation>Rundenleiste</translation>
        </message>
        <message>
            <source>Players' map of Betio</source>
            <translation>Spielerkarte von Betio</translation>
        </message>
        <message>
            <source>Force</source>
            <translation>Verband</translation>
        </message>
        <message>
            <source>a force marker (7.1, 7.3)</source>
            <translation>ein Verbandsmarker (7.1, 7.3)</translation>
        </message>
        <message>
            <source>Move the picked stack along a path (4.1, 5.0)</source>
            <translation>Den genommenen Stapel entlang eines Wegs bewegen (4.1, 5.0)</translation>
        </message>
        <message>
            <source>Pick the stack with the Units tool, type the hexes it enters in order. MPs come from the TEC costs entered below (T4); turning in the last hex costs +1 MP.</source>
            <translation>Den Stapel mit dem Werkzeug Einheiten nehmen, die Hexfelder eingeben, die er der Reihe nach betritt. Die BP kommen aus den unten eingetragenen Geländekosten (T4); Drehen im letzten Hexfeld kostet +1 BP.</translation>
        </message>
        <message>
            <source>e.g. %1</source>
            <translation>z. B. %1</translation>
        </message>
        <message>
            <source>as it moved</source>
            <translation>wie bewegt</translation>
        </message>
        <message>
            <source>Path</source>
            <translation>Pfad</translation>
        </message>
        <message>
            <source>End facing</source>
            <translation>End-Blickrichtung</translation>
        </message>
        <message>
            <source>Move along the path</source>
            <translation>Entlang des Wegs bewegen</translation>
        </message>
        <message>
            <source>Why the move was refused</source>
            <translation>Warum die Bewegung abgelehnt wurde</translation>
        </message>
        <message>
            <source>type the hexes the stack enters, in order (4.1 B)</source>
            <translation>die Hexfelder eingeben, die der Stapel betritt, der Reihe nach (4.1 B)</translation>
        </message>
        <message>
            <source>pick the stack first (Units tool or the Units tab)</source>
            <translation>zuerst den Stapel wählen (Werkzeug Einheiten oder Reiter Einheiten)</translation>
        </message>
        <message>
            <source>Opportunity fire at the last move (4.2.4)</source>
            <translation>Gelegenheitsfeuer auf die letzte Bewegung (4.2.4)</translation>
        </message>
        <message>
            <source>a hex the movers crossed, or their start</source>
            <translation>ein Hexfeld, das die Bewegenden durchquert haben, oder ihr Start</translation>
        </message>
        <message>
            <source>Set movers in</source>
            <translation>Bewegende setzen in</translation>
        </message>
        <message>
            <source>Roll opportunity fire</source>
            <translation>Gelegenheitsfeuer würfeln</translation>
        </message>
        <message>
            <source>One stack's fire, a hex per unit (4.2.1 E, T12)</source>
            <translation>Feuer eines Stapels, ein Hexfeld pro Einheit (4.2.1 E, T12)</translation>
        </message>
        <message>
            <source>unit:hex, unit:hex  e.g. %1</source>
            <translation>Einheit:Hexfeld, Einheit:Hexfeld  z. B. %1</translation>
        </message>
        <message>
            <source>Split fire: each firer as unit:hex</source>
            <translation>Geteiltes Feuer: jeder Schütze als Einheit:Hexfeld</translation>
        </message>
        <message>
            <source>Roll split fire</source>
            <translation>Geteiltes Feuer würfeln</translation>
        </message>
        <message>
            <source>Set-up and checklist (8.0-8.3)</source>
            <translation>Aufstellung und Checkliste (8.0-8.3)</translation>
        </message>
        <message>
            <source>Checklist</source>
            <translation>Checkliste</translation>
        </message>
        <message>
            <source>What remains of the set-up</source>
            <translation>Was von der Aufstellung noch fehlt</translation>
        </message>
        <message>
            <source>Enter a Japanese unit from the counter sheet (T4)</source>
            <translation>Eine japanische Einheit vom Spielsteinbogen eintragen (T4)</translation>
        </message>
        <message>
            <source>Unit type</source>
            <translation>Einheitentyp</translation>
        </message>
        <message>
            <source>Unit name</source>
            <translation>Einheitenname</translation>
        </message>
        <message>
            <source>Ratings</source>
            <translation>Werte</translation>
        </message>
        <message>
            <source>hex (empty: off the map)</source>
            <translation>Hexfeld (leer: außerhalb der Karte)</translation>
        </message>
        <message>
            <source>Set-up hex, or empty for off the map</source>
            <translation>Aufstellungs-Hexfeld, oder leer für außerhalb der Karte</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Typ</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Hex</source>
            <translation>Hexfeld</translation>
        </message>
        <message>
            <source>Enter the unit</source>
            <translation>Einheit eintragen</translation>
        </message>
        <message>
            <source>The unit waits off the map (or sets up in the hex given, 8.3); pick it in the Units tab and click its hex to set it up</source>
            <translation>Die Einheit wartet außerhalb der Karte (oder stellt im angegebenen Hexfeld auf, 8.3); im Reiter Einheiten wählen und ihr Hexfeld klicken, um sie aufzustellen</translation>
        </message>
        <message>
            <source>Check the set-up</source>
            <translation>Die Aufstellung prüfen</translation>
        </message>
        <message>
            <source>Refused naming what remains; else the set-up is recorded as checked and the US lands next (8.3, 8.1 D)</source>
            <translation>Abgelehnt mit Nennung dessen, was fehlt; sonst wird die Aufstellung als geprüft festgehalten und die US landen als Nächstes (8.3, 8.1 D)</translation>
        </message>
        <message>
            <source>waiting off the map: %1</source>
            <translation>wartet außerhalb der Karte: %1</translation>
        </message>
        <message>
            <source>no Japanese unit waits off the map</source>
            <translation>keine japanische Einheit wartet außerhalb der Karte</translation>
        </message>
        <message>
            <source>What remains (8.3):</source>
            <translation>Was fehlt (8.3):</translation>
        </message>
        <message>
            <source>Banzai Charge (6.3)</source>
            <translation>Banzai-Angriff (6.3)</translation>
        </message>
        <message>
            <source>Banzai Charge</source>
            <translation>Banzai-Angriff</translation>
        </message>
        <message>
            <source>Declare with the picked</source>
            <translation>Mit den Gewählten erklären</translation>
        </message>
        <message>
            <source>Once a game: up to 8 Japanese infantry or HQ units, each within 5 hexes of an HQ; until it ends only they act for the Japanese, with MA + 3 MPs (6.3 A-D)</source>
            <translation>Einmal pro Spiel: bis zu 8 japanische Infanterie- oder HQ-Einheiten, jede höchstens 5 Hexfelder von einem HQ; bis zu seinem Ende handeln nur sie für die Japaner, mit BP + 3 (6.3 A-D)</translation>
        </message>
        <message>
            <source>End the charge</source>
            <translation>Angriff beenden</translation>
        </message>
        <message>
            <source>The charge is over: the Japanese act with any unit again (6.3 C)</source>
            <translation>Der Angriff ist vorbei: die Japaner handeln wieder mit jeder Einheit (6.3 C)</translation>
        </message>
        <message>
            <source>Pick the charging units first (Units tool or the Units tab).</source>
            <translation>Zuerst die angreifenden Einheiten wählen (Werkzeug Einheiten oder Reiter Einheiten).</translation>
        </message>
        <message>
            <source>Under way: %1 (only they act for the Japanese, 6.3 C)</source>
            <translation>Im Gange: %1 (nur sie handeln für die Japaner, 6.3 C)</translation>
        </message>
        <message>
            <source>Made and over: once a game (6.3 A)</source>
            <translation>Erfolgt und vorbei: einmal pro Spiel (6.3 A)</translation>
        </message>
        <message>
            <source>Not made yet (once a game, 6.3 A)</source>
            <translation>Noch nicht erfolgt (einmal pro Spiel, 6.3 A)</translation>
        </message>
        <message>
            <source>Map entries the source does not print (T4)</source>
            <translation>Karteneinträge, die die Quelle nicht druckt (T4)</translation>
        </message>
        <message>
            <source>Terrain type</source>
            <translation>Geländetyp</translation>
        </message>
        <message>
            <source>Move cost, MP</source>
            <translation>Bewegungskosten, BP</translation>
        </message>
        <message>
            <source>closed</source>
            <translation>geschlossen</translation>
        </message>
        <message>
            <source>Set MP</source>
            <translation>BP setzen</translation>
        </message>
        <message>
            <source>TEC move cost</source>
            <translation>Gelände-Bewegungskosten</translation>
        </message>
        <message>
            <source>Feature's hex</source>
            <translation>Hexfeld des Merkmals</translation>
        </message>
        <message>
            <source>Feature's printed number</source>
            <translation>Gedruckte Nummer des Merkmals</translation>
        </message>
        <message>
            <source>Pillbox arc</source>
            <translation>Pillbox-Bogen</translation>
        </message>
        <message>
            <source>Feature (number, arc)</source>
            <translation>Merkmal (Nummer, Bogen)</translation>
        </message>
        <message numerus="yes">
            <source>%n hit(s)</source>
            <translation>
                <numerusform>%n Treffer</numerusform>
                <numerusform>%n Treffer</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n step(s)</source>
            <translation>
                <numerusform>%n Stufe</numerusform>
                <numerusform>%n Stufen</numerusform>
            </translation>
        </message>
        <message>
            <source>Rulings: %1</source>
            <translation>Entscheidungen: %1</translation>
        </message>
    </context>
    <context>
        <name>undo</name>
        <message>
            <source>Could not change the record</source>
            <translation>Das Protokoll konnte nicht geändert werden</translation>
        </message>
    </context>
    <context>
        <name>welcome</name>
        <message>
            <source>&lt;h1&gt;Table Assistant&lt;/h1&gt;&lt;p style='font-size:14pt'&gt;Measure, roll and record beside the game table.&lt;/p&gt;</source>
            <translation>&lt;h1&gt;Table Assistant&lt;/h1&gt;&lt;p style='font-size:14pt'&gt;Messen, würfeln und festhalten neben dem Spieltisch.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Table Assistant: measure, roll and record beside the game table</source>
            <translation>Table Assistant: messen, würfeln und festhalten neben dem Spieltisch</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>Neues Spiel…</translation>
        </message>
        <message>
            <source>Open another database…</source>
            <translation>Andere Datenbank öffnen…</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Saved games&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Gespeicherte Spiele&lt;/h3&gt;</translation>
        </message>
        <message>
            <source>double-click a game, or pick it and press Enter or Open</source>
            <translation>ein Spiel doppelklicken, oder es wählen und Eingabe oder Öffnen drücken</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Öffnen</translation>
        </message>
        <message>
            <source>Saved games</source>
            <translation>Gespeicherte Spiele</translation>
        </message>
        <message>
            <source>Enter opens the game</source>
            <translation>Eingabe öffnet das Spiel</translation>
        </message>
        <message>
            <source>&lt;b&gt;The database could not be opened.&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;Open another database to go on; nothing was changed in that file.</source>
            <translation>&lt;b&gt;Die Datenbank konnte nicht geöffnet werden.&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;Eine andere Datenbank öffnen, um weiterzumachen; in dieser Datei wurde nichts geändert.</translation>
        </message>
        <message>
            <source>The database could not be opened</source>
            <translation>Die Datenbank konnte nicht geöffnet werden</translation>
        </message>
        <message>
            <source>%1  —  %2  (last played %3)</source>
            <translation>%1  —  %2  (zuletzt gespielt %3)</translation>
        </message>
    </context>
    <context>
        <name>rules</name>
        <message>
            <source>1st Platoon</source>
            <translation>1. Zug</translation>
        </message>
        <message>
            <source>2nd Platoon</source>
            <translation>2. Zug</translation>
        </message>
        <message>
            <source>3rd Platoon</source>
            <translation>3. Zug</translation>
        </message>
        <message>
            <source>4th Platoon</source>
            <translation>4. Zug</translation>
        </message>
        <message>
            <source>{0}th Platoon</source>
            <translation>{0}. Zug</translation>
        </message>
        <message>
            <source>a Banzai Charge is ordered before Japanese movement (VI.D)</source>
            <translation>ein Banzai-Angriff wird vor der japanischen Bewegung befohlen (VI.D)</translation>
        </message>
        <message>
            <source>only the wave commander ({0}) orders a Banzai Charge</source>
            <translation>nur der Wellenführer ({0}) befiehlt einen Banzai-Angriff</translation>
        </message>
        <message>
            <source>a Banzai Charge is already in force</source>
            <translation>ein Banzai-Angriff ist bereits in Kraft</translation>
        </message>
        <message>
            <source>not a target with a distance: {0!r}</source>
            <translation>kein Ziel mit einer Entfernung: {0!r}</translation>
        </message>
        <message>
            <source>{0} listed more often with {1} than it carries</source>
            <translation>{0} öfter mit {1} aufgeführt, als er trägt</translation>
        </message>
        <message>
            <source>{0} does not carry '{1}'</source>
            <translation>{0} trägt kein „{1}“</translation>
        </message>
        <message>
            <source>'{0}' is thrown, not fired: use the grenade resolvers</source>
            <translation>„{0}“ wird geworfen, nicht gefeuert: die Handgranaten-Auflösung verwenden</translation>
        </message>
        <message>
            <source>riflemen that moved and riflemen that did not fire in different steps (IV, B9)</source>
            <translation>Schützen, die sich bewegt haben, und Schützen, die nicht gefeuert haben, in verschiedenen Schritten (IV, B9)</translation>
        </message>
        <message>
            <source>no force '{0}'</source>
            <translation>kein Verband „{0}“</translation>
        </message>
        <message>
            <source>no figure '{0}'</source>
            <translation>keine Figur „{0}“</translation>
        </message>
        <message>
            <source>field 'weapons' must be a list of weapon ids</source>
            <translation>das Feld „weapons“ muss eine Liste von Waffenkennungen sein</translation>
        </message>
        <message>
            <source>schema_version {0} is newer than this app knows</source>
            <translation>schema_version {0} ist neuer, als dieses Programm kennt</translation>
        </message>
        <message>
            <source>figure ids repeated: {0}</source>
            <translation>wiederholte Figurenkennungen: {0}</translation>
        </message>
        <message>
            <source>side must be japanese or american, got {0!r}</source>
            <translation>die Seite muss japanese oder american sein, erhalten: {0!r}</translation>
        </message>
        <message>
            <source>a force needs figures</source>
            <translation>ein Verband braucht Figuren</translation>
        </message>
        <message>
            <source>missing field '{0}'</source>
            <translation>fehlendes Feld „{0}“</translation>
        </message>
        <message>
            <source>count must be a whole number &gt;= 0</source>
            <translation>die Anzahl muss eine ganze Zahl &gt;= 0 sein</translation>
        </message>
        <message>
            <source>weapon '{0}' is not in the weapons chart</source>
            <translation>Waffe „{0}“ steht nicht in der Waffentabelle</translation>
        </message>
        <message>
            <source>Wave {0}, turn {1} - commander: {2}</source>
            <translation>Welle {0}, Runde {1} – Führer: {2}</translation>
        </message>
        <message>
            <source>{0} - BANZAI CHARGE in force</source>
            <translation>{0} – BANZAI-ANGRIFF in Kraft</translation>
        </message>
        <message>
            <source>{0} - GAME OVER: {1}</source>
            <translation>{0} – SPIELENDE: {1}</translation>
        </message>
        <message>
            <source>the game is over ({0}); undo to play on</source>
            <translation>das Spiel ist vorbei ({0}); rückgängig machen, um weiterzuspielen</translation>
        </message>
        <message>
            <source>{0} is dead</source>
            <translation>{0} ist tot</translation>
        </message>
        <message>
            <source>({0:g}, {1:g}) is off the table</source>
            <translation>({0:g}, {1:g}) liegt außerhalb des Tisches</translation>
        </message>
        <message>
            <source>no Banzai Charge is in force (VI.D)</source>
            <translation>kein Banzai-Angriff ist in Kraft (VI.D)</translation>
        </message>
        <message>
            <source>VI.D: the charging Japanese run in the Japanese move, not now ('{0}')</source>
            <translation>VI.D: die angreifenden Japaner laufen in der japanischen Bewegung, nicht jetzt („{0}“)</translation>
        </message>
        <message>
            <source>no Banzai move chosen</source>
            <translation>keine Banzai-Bewegung gewählt</translation>
        </message>
        <message>
            <source>{0} may not {1} {2:.2f}"</source>
            <translation>{0} darf nicht {1}: {2:.2f}"</translation>
        </message>
        <message>
            <source>choose at least one figure to fire</source>
            <translation>mindestens eine Figur zum Feuern wählen</translation>
        </message>
        <message>
            <source>figures fire in the fire steps, not now ('{0}')</source>
            <translation>Figuren feuern in den Feuerschritten, nicht jetzt („{0}“)</translation>
        </message>
        <message>
            <source>firers on both sides: fire one side at a time</source>
            <translation>Schützen auf beiden Seiten: eine Seite nach der anderen feuern</translation>
        </message>
        <message>
            <source>{0} is on the firers' side</source>
            <translation>{0} ist auf der Seite der Schützen</translation>
        </message>
        <message>
            <source>{0} is not a sniper</source>
            <translation>{0} ist kein Scharfschütze</translation>
        </message>
        <message>
            <source>{0} did not fire this turn: he cannot be spotted (B16)</source>
            <translation>{0} hat in dieser Runde nicht gefeuert: er kann nicht aufgeklärt werden (B16)</translation>
        </message>
        <message>
            <source>{0} is already spotted this turn</source>
            <translation>{0} ist in dieser Runde bereits aufgeklärt</translation>
        </message>
        <message>
            <source>no Philippine Scout is left to look (B16)</source>
            <translation>kein Philippine Scout ist mehr da, um zu suchen (B16)</translation>
        </message>
        <message>
            <source>melee comes after fire, not now ('{0}')</source>
            <translation>Nahkampf kommt nach dem Feuer, nicht jetzt („{0}“)</translation>
        </message>
        <message>
            <source>no enemy bases touch: no melee (B27)</source>
            <translation>keine feindlichen Basen berühren sich: kein Nahkampf (B27)</translation>
        </message>
        <message>
            <source>there is no working tank on the table</source>
            <translation>auf dem Tisch ist kein einsatzfähiger Panzer</translation>
        </message>
        <message>
            <source>only Americans attack the tank (B18)</source>
            <translation>nur Amerikaner greifen den Panzer an (B18)</translation>
        </message>
        <message>
            <source>an American reaches the tank in his own move; attack it after the Americans move</source>
            <translation>ein Amerikaner erreicht den Panzer in seiner eigenen Bewegung; ihn nach der amerikanischen Bewegung angreifen</translation>
        </message>
        <message>
            <source>{0} is {1:.2f}" from the tank: he must reach it (B18)</source>
            <translation>{0} ist {1:.2f}" vom Panzer entfernt: er muss ihn erreichen (B18)</translation>
        </message>
        <message>
            <source>choose the figures that moved</source>
            <translation>die Figuren wählen, die sich bewegt haben</translation>
        </message>
        <message>
            <source>{0} moves in the phase '{1}', not now ('{2}')</source>
            <translation>{0} bewegt sich in der Phase „{1}“, nicht jetzt („{2}“)</translation>
        </message>
        <message>
            <source>choose walk, run or crawl</source>
            <translation>Gehen, Laufen oder Kriechen wählen</translation>
        </message>
        <message>
            <source>give the distance used or the point moved to</source>
            <translation>die verbrauchte Entfernung oder den erreichten Punkt angeben</translation>
        </message>
        <message>
            <source>a distance moved is a number of inches, 0 or more, not {0!r}</source>
            <translation>eine Bewegungsentfernung ist eine Zahl in Zoll, 0 oder mehr, nicht {0!r}</translation>
        </message>
        <message>
            <source>under a Banzai Charge every Japanese figure runs at its nearest visible American (VI.D)</source>
            <translation>unter einem Banzai-Angriff läuft jede japanische Figur auf ihren nächsten sichtbaren Amerikaner zu (VI.D)</translation>
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
            <translation>zuerst die Figuren wählen</translation>
        </message>
        <message>
            <source>wounds must be one of {0}</source>
            <translation>Verwundungen müssen eins von {0} sein</translation>
        </message>
        <message>
            <source>nothing to change: the figures are already so</source>
            <translation>nichts zu ändern: die Figuren sind bereits so</translation>
        </message>
        <message>
            <source>unknown way of moving {0!r} (known: {1})</source>
            <translation>unbekannte Bewegungsart {0!r} (bekannt: {1})</translation>
        </message>
        <message>
            <source>{0} enemy contact(s) still in melee: resolve the melee first (V)</source>
            <translation>{0} Feindkontakt(e) noch im Nahkampf: zuerst den Nahkampf auflösen (V)</translation>
        </message>
        <message>
            <source>{0}: the path leaves the table</source>
            <translation>{0}: der Weg verlässt den Tisch</translation>
        </message>
        <message>
            <source>{0}: ({1:g}, {2:g}) is off the {3:g}" x {4:g}" table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only Americans are hidden, revealed or entrenched (VI.C, B15)</source>
            <translation>nur Amerikaner sind verdeckt, aufgedeckt oder verschanzt (VI.C, B15)</translation>
        </message>
        <message>
            <source>{0}: a point is x,y in inches, not {1!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a start line needs at least two points</source>
            <translation>eine Startlinie braucht mindestens zwei Punkte</translation>
        </message>
        <message>
            <source>name the Americans who leave the table</source>
            <translation>die Amerikaner nennen, die den Tisch verlassen</translation>
        </message>
        <message>
            <source>no hidden American is within 2" of a Japanese figure (B15)</source>
            <translation>kein verdeckter Amerikaner ist innerhalb von 2" einer japanischen Figur (B15)</translation>
        </message>
        <message>
            <source>name the Americans to reveal</source>
            <translation>die Amerikaner nennen, die aufgedeckt werden</translation>
        </message>
        <message>
            <source>the new start line falls behind the previous one at y={0:g}" (B20)</source>
            <translation>die neue Startlinie fällt hinter die vorige bei y={0:g}" zurück (B20)</translation>
        </message>
        <message>
            <source>{0} is not an American</source>
            <translation>{0} ist kein Amerikaner</translation>
        </message>
        <message>
            <source>{0} is already on the table</source>
            <translation>{0} ist bereits auf dem Tisch</translation>
        </message>
        <message>
            <source>the tank throws no grenades</source>
            <translation>der Panzer wirft keine Handgranaten</translation>
        </message>
        <message>
            <source>an American grenade needs an American thrower</source>
            <translation>eine amerikanische Handgranate braucht einen amerikanischen Werfer</translation>
        </message>
        <message>
            <source>a Japanese grenade needs a Japanese thrower</source>
            <translation>eine japanische Handgranate braucht einen japanischen Werfer</translation>
        </message>
        <message>
            <source>Americans have no knee mortars</source>
            <translation>Amerikaner haben keine Kniemörser</translation>
        </message>
        <message>
            <source>this figure carries no knee mortar</source>
            <translation>diese Figur trägt keinen Kniemörser</translation>
        </message>
        <message>
            <source>a figure is listed twice</source>
            <translation>eine Figur ist zweimal aufgeführt</translation>
        </message>
        <message>
            <source>only Americans attack the tank</source>
            <translation>nur Amerikaner greifen den Panzer an</translation>
        </message>
        <message>
            <source>the attacker has not reached the tank</source>
            <translation>der Angreifer hat den Panzer nicht erreicht</translation>
        </message>
        <message>
            <source>the attacker must run or walk up to the tank this turn (B18)</source>
            <translation>der Angreifer muss in dieser Runde bis an den Panzer laufen oder gehen (B18)</translation>
        </message>
        <message>
            <source>{0} touches {1}, who is not in the melee</source>
            <translation>{0} berührt {1}, der nicht im Nahkampf ist</translation>
        </message>
        <message>
            <source>{0} and {1} are on the same side</source>
            <translation>{0} und {1} sind auf derselben Seite</translation>
        </message>
        <message>
            <source>the odds need more than {0} dice: not listed</source>
            <translation>die Chancen brauchen mehr als {0} Würfel: nicht aufgeführt</translation>
        </message>
        <message>
            <source>the road and the river do not meet</source>
            <translation>die Straße und der Fluss treffen sich nicht</translation>
        </message>
        <message>
            <source>no Bataan table for game kind {0!r} (kinds: {1})</source>
            <translation>kein Bataan-Tisch für die Spielart {0!r} (Arten: {1})</translation>
        </message>
        <message>
            <source>cannot roll {0!r} dice</source>
            <translation>{0!r} Würfel können nicht gewürfelt werden</translation>
        </message>
        <message>
            <source>dice source gave {0} for {1}d6</source>
            <translation>die Würfelquelle gab {0} für {1}d6</translation>
        </message>
        <message>
            <source>{0} more dice needed, only {1} left</source>
            <translation>{0} weitere Würfel nötig, nur {1} übrig</translation>
        </message>
        <message>
            <source>a d6 face must be 1-6, got {0}</source>
            <translation>eine W6-Seite muss 1-6 sein, erhalten: {0}</translation>
        </message>
        <message>
            <source>{0} is not a dice source</source>
            <translation>{0} ist keine Würfelquelle</translation>
        </message>
        <message>
            <source>must be true or false, not {0!r}</source>
            <translation>muss wahr oder falsch sein, nicht {0!r}</translation>
        </message>
        <message>
            <source>must be a number of inches from 0 to 1, not {0!r}</source>
            <translation>muss eine Zahl in Zoll von 0 bis 1 sein, nicht {0!r}</translation>
        </message>
        <message>
            <source>Wave commander may order a Banzai Charge</source>
            <translation>Der Wellenführer darf einen Banzai-Angriff befehlen</translation>
        </message>
        <message>
            <source>Japanese move</source>
            <translation>Japanische Bewegung</translation>
        </message>
        <message>
            <source>Americans move</source>
            <translation>Amerikanische Bewegung</translation>
        </message>
        <message>
            <source>Fire: Japanese snipers</source>
            <translation>Feuer: japanische Scharfschützen</translation>
        </message>
        <message>
            <source>Fire: figures that did not move</source>
            <translation>Feuer: Figuren, die sich nicht bewegt haben</translation>
        </message>
        <message>
            <source>Fire: figures that moved</source>
            <translation>Feuer: Figuren, die sich bewegt haben</translation>
        </message>
        <message>
            <source>Melee</source>
            <translation>Nahkampf</translation>
        </message>
        <message>
            <source>this figure has already moved this turn</source>
            <translation>diese Figur hat sich in dieser Runde schon bewegt</translation>
        </message>
        <message>
            <source>this figure has already fired or thrown this turn</source>
            <translation>diese Figur hat in dieser Runde schon gefeuert oder geworfen</translation>
        </message>
        <message>
            <source>not a figure turn: {0}</source>
            <translation>keine Figurenrunde: {0}</translation>
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
            <translation>eine Welle ist eine ganze Zahl ab 1, nicht {0!r}</translation>
        </message>
        <message>
            <source>no player slot '{0}'</source>
            <translation>kein Spielerplatz „{0}“</translation>
        </message>
        <message>
            <source>name the squad whose figures were the last driven off</source>
            <translation>den Trupp nennen, dessen Figuren als letzte vertrieben wurden</translation>
        </message>
        <message>
            <source>'{0}' is not an American squad (one of {1})</source>
            <translation>„{0}“ ist kein amerikanischer Trupp (einer von {1})</translation>
        </message>
        <message>
            <source>width and band must be positive</source>
            <translation>Breite und Streifen müssen positiv sein</translation>
        </message>
        <message>
            <source>direction is +1 or -1</source>
            <translation>die Richtung ist +1 oder -1</translation>
        </message>
        <message>
            <source>'{0}' must be a whole number, got {1!r}</source>
            <translation>„{0}“ muss eine ganze Zahl sein, erhalten: {1!r}</translation>
        </message>
        <message>
            <source>'{0}' must be a number, got {1!r}</source>
            <translation>„{0}“ muss eine Zahl sein, erhalten: {1!r}</translation>
        </message>
        <message>
            <source>no weapon '{0}' in the weapons chart</source>
            <translation>keine Waffe „{0}“ in der Waffentabelle</translation>
        </message>
        <message>
            <source>side must be one of {0}, got {1!r}</source>
            <translation>die Seite muss eins von {0} sein, erhalten: {1!r}</translation>
        </message>
        <message>
            <source>kind must be one of {0}, got {1!r}</source>
            <translation>die Art muss eins von {0} sein, erhalten: {1!r}</translation>
        </message>
        <message>
            <source>dice must be 0 or more</source>
            <translation>Würfel müssen 0 oder mehr sein</translation>
        </message>
        <message>
            <source>range_in must be positive</source>
            <translation>range_in muss positiv sein</translation>
        </message>
        <message>
            <source>hit_on must be 1-6 (7: never hits)</source>
            <translation>hit_on muss 1-6 sein (7: trifft nie)</translation>
        </message>
        <message>
            <source>group fire needs both group_per_stationary and group_per_moved</source>
            <translation>Gruppenfeuer braucht sowohl group_per_stationary als auch group_per_moved</translation>
        </message>
        <message>
            <source>weapon ids repeated: {0}</source>
            <translation>wiederholte Waffenkennungen: {0}</translation>
        </message>
        <message>
            <source>schema_version {0} is newer than this app knows (1)</source>
            <translation>schema_version {0} ist neuer, als dieses Programm kennt (1)</translation>
        </message>
        <message>
            <source>game must be 'bataan', got {0!r}</source>
            <translation>das Spiel muss „bataan“ sein, erhalten: {0!r}</translation>
        </message>
        <message>
            <source>no [[weapon]] entries</source>
            <translation>keine [[weapon]]-Einträge</translation>
        </message>
        <message>
            <source>cannot edit {0}</source>
            <translation>{0} kann nicht bearbeitet werden</translation>
        </message>
        <message>
            <source>missing field 'id'</source>
            <translation>fehlendes Feld „id“</translation>
        </message>
        <message>
            <source>a group needs at least 1 figure per die</source>
            <translation>eine Gruppe braucht mindestens 1 Figur je Würfel</translation>
        </message>
        <message>
            <source>{0} has no parameter {1} (it takes: {2})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{0}: {1}</source>
            <translation>{0}: {1}</translation>
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
            <translation>nichts nachzuzeichnen: jedes benannte Hexfeld hat sein Gelände schon</translation>
        </message>
        <message>
            <source>there is no colour {0} (the scan has {1})</source>
            <translation>es gibt keine Farbe {0} (der Scan hat {1})</translation>
        </message>
        <message>
            <source>unknown terrain {0!r} for colour {1} (this game's: {2})</source>
            <translation>unbekanntes Gelände {0!r} für Farbe {1} (die dieses Spiels: {2})</translation>
        </message>
        <message>
            <source>unknown terrain {0!r} (this game's: {1})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>every colour is left as it is: name at least one with a terrain kind</source>
            <translation>jede Farbe bleibt, wie sie ist: benennen Sie mindestens eine mit einer Geländeart</translation>
        </message>
        <message>
            <source>nothing to trace: every hex named was traced before (those are kept) or already holds its terrain</source>
            <translation>nichts nachzuzeichnen: jedes benannte Hexfeld wurde schon nachgezeichnet (diese bleiben) oder hat sein Gelände schon</translation>
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
            <translation>das Kartenbild ist nicht kalibriert: zuerst kalibrieren (Spiel &gt; Kartenbild kalibrieren…)</translation>
        </message>
        <message>
            <source>the image has no pixels ({0} x {1})</source>
            <translation>das Bild hat keine Pixel ({0} x {1})</translation>
        </message>
        <message>
            <source>no hex of the map lies on the image: check the calibration</source>
            <translation>kein Hexfeld der Karte liegt auf dem Bild: die Kalibrierung prüfen</translation>
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
