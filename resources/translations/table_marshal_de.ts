<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>About</name>
    <message>
        <source>the Shapely contributors</source>
        <translation>die Mitwirkenden von Shapely</translation>
    </message>
    <message>
        <source>the NumPy developers</source>
        <translation>die Entwickler von NumPy</translation>
    </message>
    <message>
        <source>Samuel Colvin and the pydantic contributors</source>
        <translation>Samuel Colvin und die Mitwirkenden von pydantic</translation>
    </message>
    <message>
        <source>the platformdirs contributors</source>
        <translation>die Mitwirkenden von platformdirs</translation>
    </message>
    <message>
        <source>the Python Software Foundation</source>
        <translation>die Python Software Foundation</translation>
    </message>
    <message>
        <source>Trench Crusade bases (resources/bases/trench-crusade.csv)</source>
        <translation>Bases für Trench Crusade (resources/bases/trench-crusade.csv)</translation>
    </message>
    <message>
        <source>Trench Companion&apos;s model data and the New Recruit catalogue&apos;s Base characteristic; where the two disagree, the base is marked a guess</source>
        <translation>die Modelldaten von Trench Companion und das Merkmal Base im Katalog von New Recruit; wo beide voneinander abweichen, ist die Base als Schätzung markiert</translation>
    </message>
    <message>
        <source>Mordheim bases (resources/bases/mordheim.csv)</source>
        <translation>Bases für Mordheim (resources/bases/mordheim.csv)</translation>
    </message>
    <message>
        <source>Mordheim&apos;s rosters carry no base sizes: the usual base of each kind of model, every row a guess for the players to check</source>
        <translation>Mordheim-Armeelisten enthalten keine Basegrößen: die übliche Base jeder Modellart, jede Zeile eine Schätzung, die die Spieler prüfen sollten</translation>
    </message>
    <message>
        <source>The project&apos;s licence is not yet chosen: the repository has no LICENSE file, so ask its authors before you copy or share it.</source>
        <translation>Die Lizenz des Projekts ist noch nicht gewählt: Das Repository hat keine LICENSE-Datei, frage also seine Autoren, bevor du es kopierst oder weitergibst.</translation>
    </message>
    <message>
        <source>Licence: {licence} (see {file}).</source>
        <translation>Lizenz: {licence} (siehe {file}).</translation>
    </message>
    <message>
        <source>Licence: see {file}.</source>
        <translation>Lizenz: siehe {file}.</translation>
    </message>
    <message>
        <source>Built on (Qt {qt}, PySide6 {pyside}):</source>
        <translation>Gebaut mit (Qt {qt}, PySide6 {pyside}):</translation>
    </message>
    <message>
        <source>A companion for multiplayer skirmish games: a to-scale table, the rules&apos; geometry judged live, dealt Initiative cards.</source>
        <translation>Ein Begleiter für Skirmish-Spiele mit mehreren Spielern: ein maßstabsgetreuer Tisch, die Geometrie der Regeln live beurteilt, ausgeteilte Initiativkarten.</translation>
    </message>
    <message>
        <source>Base tables:</source>
        <translation>Base-Tabellen:</translation>
    </message>
    <message>
        <source>Trench Crusade and Mordheim belong to their publishers; Table Marshal is an unofficial companion and ships none of their rules text.</source>
        <translation>Trench Crusade und Mordheim gehören ihren Verlagen; Table Marshal ist ein inoffizieller Begleiter und enthält keinen ihrer Regeltexte.</translation>
    </message>
    <message>
        <source>About Table Marshal</source>
        <translation>Über Table Marshal</translation>
    </message>
    <message>
        <source>Open log folder</source>
        <translation>Protokollordner öffnen</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>Set up a new game from a scenario and the warbands</source>
        <translation>Ein neues Spiel aus einem Szenario und den Kriegerbanden aufsetzen</translation>
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
        <source>&amp;Import roster…</source>
        <translation>Armeeliste &amp;importieren…</translation>
    </message>
    <message>
        <source>Put a warband&apos;s models from a BattleScribe, New Recruit or Trench Companion roster in a player&apos;s set-up tray (or drop the file on the window)</source>
        <translation>Die Modelle einer Kriegerbande aus einer Armeeliste von BattleScribe, New Recruit oder Trench Companion in die Aufstellungsablage eines Spielers legen (oder die Datei auf das Fenster ziehen)</translation>
    </message>
    <message>
        <source>&amp;Card skirmish (Trench Crusade)</source>
        <translation>&amp;Karten-Scharmützel (Trench Crusade)</translation>
    </message>
    <message>
        <source>The default game: a new three-warband skirmish on a 4&apos;x6&apos; table, driven by Initiative cards</source>
        <translation>Das Standardspiel: ein neues Scharmützel dreier Kriegerbanden auf einem Tisch von 4&apos;x6&apos;, gesteuert von Initiativkarten</translation>
    </message>
    <message>
        <source>&amp;Mordheim Treasure Hunt</source>
        <translation>&amp;Mordheim-Schatzsuche</translation>
    </message>
    <message>
        <source>A new three-warband Mordheim Treasure Hunt: D6 order of play, clockwise turns</source>
        <translation>Eine neue Mordheim-Schatzsuche mit drei Kriegerbanden: Spielreihenfolge per W6, Züge im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Das Spiel speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the game to a new file</source>
        <translation>Das Spiel in einer neuen Datei speichern</translation>
    </message>
    <message>
        <source>&amp;Export board…</source>
        <translation>Spielfeld e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Export the board as a PDF or PNG picture</source>
        <translation>Das Spielfeld als PDF oder PNG-Bild exportieren</translation>
    </message>
    <message>
        <source>&amp;Print plan at 1:1…</source>
        <translation>Plan 1:1 d&amp;rucken…</translation>
    </message>
    <message>
        <source>Tile the table onto A4 or Letter pages at true scale, as a PDF to print</source>
        <translation>Den Tisch in Originalgröße auf A4- oder Letter-Seiten aufteilen, als PDF zum Drucken</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit Table Marshal</source>
        <translation>Table Marshal beenden</translation>
    </message>
    <message>
        <source>&amp;Delete model</source>
        <translation>Modell &amp;löschen</translation>
    </message>
    <message>
        <source>Take the selected models off the table (during set-up: back to the tray)</source>
        <translation>Die gewählten Modelle vom Tisch nehmen (während der Aufstellung: zurück in die Ablage)</translation>
    </message>
    <message>
        <source>Edit &amp;model…</source>
        <translation>Modell &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>Change the selected model&apos;s name, short label, unit, base, facing or status</source>
        <translation>Name, Kürzel, Einheit, Base, Ausrichtung oder Status des gewählten Modells ändern</translation>
    </message>
    <message>
        <source>&amp;Fit table to window</source>
        <translation>Tisch ins Fenster &amp;einpassen</translation>
    </message>
    <message>
        <source>Show the whole table</source>
        <translation>Den ganzen Tisch zeigen</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>&amp;Table screen</source>
        <translation>&amp;Tischbildschirm</translation>
    </message>
    <message>
        <source>Show the board and the turn in large type in a window of its own, for the club&apos;s TV or projector (full screen on a second screen)</source>
        <translation>Spielfeld und Zug in großer Schrift in einem eigenen Fenster zeigen, für den Fernseher oder Beamer des Clubs (Vollbild auf einem zweiten Bildschirm)</translation>
    </message>
    <message>
        <source>&amp;Sight</source>
        <translation>&amp;Sichtlinie</translation>
    </message>
    <message>
        <source>Shade what the selected model sees and list the enemies it sees, the closest first (a guide: the table has the final word, T4)</source>
        <translation>Schattieren, was das gewählte Modell sieht, und die Gegner auflisten, die es sieht, die nächsten zuerst (eine Hilfe: das letzte Wort hat der Tisch, T4)</translation>
    </message>
    <message>
        <source>E&amp;xposure</source>
        <translation>&amp;Einsehbarkeit</translation>
    </message>
    <message>
        <source>Shade the table by how many enemy warbands could see each spot from their set-up zones, for the player who sets up now (R4)</source>
        <translation>Den Tisch danach schattieren, wie viele gegnerische Kriegerbanden jede Stelle aus ihren Aufstellungszonen sehen könnten, für den Spieler, der jetzt aufstellt (R4)</translation>
    </message>
    <message>
        <source>&amp;Save layout…</source>
        <translation>Aufbau &amp;speichern…</translation>
    </message>
    <message>
        <source>Save the terrain on the table as a table layout (T5)</source>
        <translation>Das Gelände auf dem Tisch als Geländeaufbau speichern (T5)</translation>
    </message>
    <message>
        <source>&amp;Open layout…</source>
        <translation>Aufbau ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Put a saved table layout down in the game being set up (T5)</source>
        <translation>Einen gespeicherten Geländeaufbau in das Spiel legen, das gerade aufgestellt wird (T5)</translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <translation>&amp;Messen</translation>
    </message>
    <message>
        <source>Drag a ruler between two points or bases (Esc stops)</source>
        <translation>Ein Lineal zwischen zwei Punkten oder Bases ziehen (Esc beendet)</translation>
    </message>
    <message>
        <source>&amp;Cancel tool</source>
        <translation>Werkzeug &amp;abbrechen</translation>
    </message>
    <message>
        <source>Stop measuring, or put a dragged model back</source>
        <translation>Das Messen beenden oder ein gezogenes Modell zurückstellen</translation>
    </message>
    <message>
        <source>Turn base &amp;left 15°</source>
        <translation>Base 15° nach &amp;links drehen</translation>
    </message>
    <message>
        <source>Turn the selected oval or rectangular base anticlockwise</source>
        <translation>Die gewählte ovale oder rechteckige Base gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Turn base &amp;right 15°</source>
        <translation>Base 15° nach &amp;rechts drehen</translation>
    </message>
    <message>
        <source>Turn the selected oval or rectangular base clockwise</source>
        <translation>Die gewählte ovale oder rechteckige Base im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Turn base left 1°</source>
        <translation>Base 1° nach links drehen</translation>
    </message>
    <message>
        <source>Turn the selected base anticlockwise by one degree</source>
        <translation>Die gewählte Base um ein Grad gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Turn base right 1°</source>
        <translation>Base 1° nach rechts drehen</translation>
    </message>
    <message>
        <source>Turn the selected base clockwise by one degree</source>
        <translation>Die gewählte Base um ein Grad im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>&amp;Activate selected model</source>
        <translation>Gewähltes Modell &amp;aktivieren</translation>
    </message>
    <message>
        <source>The selected model activates, if it is its warband&apos;s activation (C7)</source>
        <translation>Das gewählte Modell wird aktiviert, wenn seine Kriegerbande an der Reihe ist (C7)</translation>
    </message>
    <message>
        <source>Activate &amp;next model</source>
        <translation>&amp;Nächstes Modell aktivieren</translation>
    </message>
    <message>
        <source>The highlighted player activates a model</source>
        <translation>Der hervorgehobene Spieler aktiviert ein Modell</translation>
    </message>
    <message>
        <source>&amp;Initiative phase: deal cards</source>
        <translation>&amp;Initiativephase: Karten austeilen</translation>
    </message>
    <message>
        <source>Deal one Initiative card to each player still in the game</source>
        <translation>Jedem Spieler, der noch im Spiel ist, eine Initiativkarte austeilen</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>Zug &amp;beenden</translation>
    </message>
    <message>
        <source>End the turn: discard and refund, or pass clockwise</source>
        <translation>Den Zug beenden: abwerfen und erstatten, oder im Uhrzeigersinn weitergeben</translation>
    </message>
    <message>
        <source>Trench Crusade &amp;All-Out War</source>
        <translation>&amp;All-Out War (Trench Crusade)</translation>
    </message>
    <message>
        <source>A new three-player All-Out War game: Initiative cards and Threat Point refunds</source>
        <translation>Ein neues All-Out-War-Spiel für drei Spieler: Initiativkarten und Erstattung von Bedrohungspunkten</translation>
    </message>
    <message>
        <source>Table Marshal &amp;help</source>
        <translation>Table-Marshal-&amp;Hilfe</translation>
    </message>
    <message>
        <source>How to use Table Marshal</source>
        <translation>Wie man Table Marshal benutzt</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>&amp;Protokollordner öffnen</translation>
    </message>
    <message>
        <source>Show the folder holding the log file and any crash reports</source>
        <translation>Den Ordner mit der Protokolldatei und allen Absturzberichten zeigen</translation>
    </message>
    <message>
        <source>&amp;About Table Marshal</source>
        <translation>Ü&amp;ber Table Marshal</translation>
    </message>
    <message>
        <source>Version and credits</source>
        <translation>Version und Danksagungen</translation>
    </message>
</context>
<context>
    <name>AgreedZoneBox</name>
    <message>
        <source>No zone agreed</source>
        <translation>Keine Zone abgesprochen</translation>
    </message>
    <message>
        <source>Top edge</source>
        <translation>Oberer Rand</translation>
    </message>
    <message>
        <source>Bottom edge</source>
        <translation>Unterer Rand</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Linker Rand</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Rechter Rand</translation>
    </message>
    <message>
        <source>Top-left quarter</source>
        <translation>Viertel oben links</translation>
    </message>
    <message>
        <source>Top-right quarter</source>
        <translation>Viertel oben rechts</translation>
    </message>
    <message>
        <source>Bottom-right quarter</source>
        <translation>Viertel unten rechts</translation>
    </message>
    <message>
        <source>Bottom-left quarter</source>
        <translation>Viertel unten links</translation>
    </message>
    <message>
        <source>Agreed set-up zone</source>
        <translation>Abgesprochene Aufstellungszone</translation>
    </message>
    <message>
        <source>Whose agreed set-up zone</source>
        <translation>Wessen abgesprochene Aufstellungszone</translation>
    </message>
    <message>
        <source> in</source>
        <translation> Zoll</translation>
    </message>
    <message>
        <source>How deep the strip along the edge is (inches)</source>
        <translation>Wie tief der Streifen entlang des Randes ist (Zoll)</translation>
    </message>
    <message>
        <source>The scenario gives no set-up zones: this records what the players agree. Exposure and the race look from it; placements are not judged against it.</source>
        <translation>Das Szenario gibt keine Aufstellungszonen vor: hier wird festgehalten, was die Spieler absprechen. Einsehbarkeit und Wettlauf gehen davon aus; Aufstellungen werden nicht daran gemessen.</translation>
    </message>
    <message>
        <source>{name}, who sets up now</source>
        <translation>{name}, stellt jetzt auf</translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <source>Table Marshal cannot open this game file.

{problem}</source>
        <translation>Table Marshal kann diese Spieldatei nicht öffnen.

{problem}</translation>
    </message>
</context>
<context>
    <name>BasePicker</name>
    <message>
        <source>25 mm round</source>
        <translation>25 mm rund</translation>
    </message>
    <message>
        <source>28 mm round</source>
        <translation>28 mm rund</translation>
    </message>
    <message>
        <source>32 mm round</source>
        <translation>32 mm rund</translation>
    </message>
    <message>
        <source>40 mm round</source>
        <translation>40 mm rund</translation>
    </message>
    <message>
        <source>50 mm round</source>
        <translation>50 mm rund</translation>
    </message>
    <message>
        <source>60 mm round</source>
        <translation>60 mm rund</translation>
    </message>
    <message>
        <source>60x30 mm oval</source>
        <translation>60x30 mm oval</translation>
    </message>
    <message>
        <source>60x35 mm oval</source>
        <translation>60x35 mm oval</translation>
    </message>
    <message>
        <source>120x80 mm oval</source>
        <translation>120x80 mm oval</translation>
    </message>
    <message>
        <source>20 mm square</source>
        <translation>20 mm quadratisch</translation>
    </message>
    <message>
        <source>25 mm square</source>
        <translation>25 mm quadratisch</translation>
    </message>
    <message>
        <source>Custom round</source>
        <translation>Rund, eigene Größe</translation>
    </message>
    <message>
        <source>Custom oval</source>
        <translation>Oval, eigene Größe</translation>
    </message>
    <message>
        <source>Custom rectangle</source>
        <translation>Rechteckig, eigene Größe</translation>
    </message>
    <message>
        <source>e.g. 30</source>
        <translation>z. B. 30</translation>
    </message>
    <message>
        <source>e.g. 70x45</source>
        <translation>z. B. 70x45</translation>
    </message>
    <message>
        <source>e.g. 50x25</source>
        <translation>z. B. 50x25</translation>
    </message>
    <message>
        <source>e.g. 30 or 70x45</source>
        <translation>z. B. 30 oder 70x45</translation>
    </message>
    <message>
        <source>{choice}: the size {size} is not a positive size; type the size in millimetres, {example}</source>
        <translation>{choice}: Die Größe {size} ist keine positive Größe; gib die Größe in Millimetern ein, {example}</translation>
    </message>
    <message>
        <source>{choice}: a round base has one size; for {size} choose Custom oval</source>
        <translation>{choice}: Eine runde Base hat nur eine Größe; für {size} wähle „Oval, eigene Größe“</translation>
    </message>
    <message>
        <source>{choice}: each size must be {low} to {high} millimetres (a base smaller than a coin cannot be placed or picked on the board); type {example}</source>
        <translation>{choice}: Jede Größe muss {low} bis {high} Millimeter betragen (eine Base kleiner als eine Münze lässt sich auf dem Spielfeld weder aufstellen noch greifen); gib {example} ein</translation>
    </message>
    <message>
        <source>A custom base&apos;s size in millimetres: 30 (round) or 70x45 (oval, rectangle)</source>
        <translation>Größe einer eigenen Base in Millimetern: 30 (rund) oder 70x45 (oval, rechteckig)</translation>
    </message>
</context>
<context>
    <name>Bases</name>
    <message>
        <source>{length}x{width} mm oval</source>
        <translation>{length}x{width} mm oval</translation>
    </message>
</context>
<context>
    <name>BoardDrop</name>
    <message>
        <source>{verdict}. Not placed: hold Shift while dropping, or tick &apos;Place anyway&apos;, to place it knowingly.</source>
        <translation>{verdict}. Nicht aufgestellt: halte beim Loslassen Umschalt gedrückt oder hake „Trotzdem aufstellen“ an, um es bewusst aufzustellen.</translation>
    </message>
    <message>
        <source>{verdict}. Not placed: hold Shift while dropping, or tick &apos;Place anyway&apos;, to place them knowingly.</source>
        <translation>{verdict}. Nicht aufgestellt: halte beim Loslassen Umschalt gedrückt oder hake „Trotzdem aufstellen“ an, um sie bewusst aufzustellen.</translation>
    </message>
    <message>
        <source>Drag cancelled by the undo</source>
        <translation>Ziehen durch Rückgängig abgebrochen</translation>
    </message>
    <message>
        <source>{verdict} (placed by agreement)</source>
        <translation>{verdict} (nach Absprache aufgestellt)</translation>
    </message>
    <message>
        <source>{cross} Not placed: {problem}</source>
        <translation>{cross} Nicht aufgestellt: {problem}</translation>
    </message>
    <message>
        <source>{cross} Not placed</source>
        <translation>{cross} Nicht aufgestellt</translation>
    </message>
    <message>
        <source>{tick} {model}: legal here</source>
        <translation>{tick} {model}: hier erlaubt</translation>
    </message>
    <message>
        <source>{tick} The counter may go here</source>
        <translation>{tick} Der Marker darf hierhin</translation>
    </message>
    <message>
        <source>{cross} {refusal}, even by agreement</source>
        <translation>{cross} {refusal}, auch nicht nach Absprache</translation>
    </message>
    <message>
        <source>{cross} Nothing of it is left in the tray</source>
        <translation>{cross} Davon ist nichts mehr in der Ablage</translation>
    </message>
    <message>
        <source>{count} model</source>
        <translation>{count} Modell</translation>
    </message>
    <message>
        <source>{count} models</source>
        <translation>{count} Modelle</translation>
    </message>
    <message>
        <source>{tick} {block}: {models}, legal here</source>
        <translation>{tick} {block}: {models}, hier erlaubt</translation>
    </message>
    <message>
        <source>{cross} {block}: {bad} of {models} cannot go here</source>
        <translation>{cross} {block}: {bad} von {models} dürfen nicht hierhin</translation>
    </message>
</context>
<context>
    <name>BoardFeedback</name>
    <message>
        <source>needs wholly within {range}</source>
        <translation>muss ganz innerhalb von {range} sein</translation>
    </message>
    <message>
        <source>needs more than {range}</source>
        <translation>braucht mehr als {range}</translation>
    </message>
    <message>
        <source>needs within {range}</source>
        <translation>muss innerhalb von {range} sein</translation>
    </message>
    <message>
        <source>needs at least {range}</source>
        <translation>braucht mindestens {range}</translation>
    </message>
    <message>
        <source>within {range}: cannot run</source>
        <translation>innerhalb von {range}: kann nicht rennen</translation>
    </message>
    <message>
        <source> (and 1 more broken rule)</source>
        <translation> (und 1 weitere verletzte Regel)</translation>
    </message>
    <message>
        <source> (and {more} more broken rules)</source>
        <translation> (und {more} weitere verletzte Regeln)</translation>
    </message>
    <message>
        <source>{tick} {who}legal set-up position ({rule})</source>
        <translation>{tick} {who}erlaubte Aufstellungsposition ({rule})</translation>
    </message>
    <message>
        <source>{tick} {who}on the table</source>
        <translation>{tick} {who}auf dem Tisch</translation>
    </message>
    <message>
        <source>{tick} {who}can run: no enemy within {range} (M10)</source>
        <translation>{tick} {who}kann rennen: kein Feind innerhalb von {range} (M10)</translation>
    </message>
    <message>
        <source>moved {moved:.2f} in</source>
        <translation>{moved:.2f} Zoll bewegt</translation>
    </message>
    <message>
        <source>{moved} from where it started the turn</source>
        <translation>{moved} vom Ausgangspunkt des Zuges</translation>
    </message>
    <message>
        <source>(Movement {move:g} in)</source>
        <translation>(Bewegung {move:g} Zoll)</translation>
    </message>
</context>
<context>
    <name>BoardGestures</name>
    <message>
        <source>Measure: drag between two points or bases; Esc to stop</source>
        <translation>Messen: zwischen zwei Punkten oder Bases ziehen; Esc beendet</translation>
    </message>
    <message>
        <source>{piece} is locked: a drag on it moves the models on it, not the piece</source>
        <translation>{piece} ist gesperrt: Ziehen darauf bewegt die Modelle darauf, nicht das Geländestück</translation>
    </message>
    <message>
        <source>✗ {model} not turned: {problem}; turn it the same way again (the same key), or tick Place anyway, to turn it knowingly</source>
        <translation>✗ {model} nicht gedreht: {problem}; dreh es noch einmal genauso (dieselbe Taste) oder hake Trotzdem aufstellen an, um es bewusst zu drehen</translation>
    </message>
    <message>
        <source>{model} faces {degrees}°</source>
        <translation>{model} blickt nach {degrees}°</translation>
    </message>
    <message>
        <source> (turned knowingly: see the event log)</source>
        <translation> (bewusst gedreht: siehe Ereignisprotokoll)</translation>
    </message>
    <message>
        <source>{piece} is locked: unlock it (right-click) to turn it</source>
        <translation>{piece} ist gesperrt: entsperre es (Rechtsklick), um es zu drehen</translation>
    </message>
    <message>
        <source>Drag cancelled by the undo</source>
        <translation>Ziehen durch Rückgängig abgebrochen</translation>
    </message>
    <message>
        <source>Measure cancelled</source>
        <translation>Messen abgebrochen</translation>
    </message>
</context>
<context>
    <name>BoardInteraction</name>
    <message>
        <source>Drag cancelled by the undo</source>
        <translation>Ziehen durch Rückgängig abgebrochen</translation>
    </message>
    <message>
        <source>Move cancelled: released outside the board</source>
        <translation>Bewegung abgebrochen: außerhalb des Spielfelds losgelassen</translation>
    </message>
    <message>
        <source>hold Shift as you drop, or tick Place anyway,</source>
        <translation>halte beim Loslassen Umschalt gedrückt oder hake Trotzdem aufstellen an,</translation>
    </message>
    <message>
        <source>hold Shift as you drop</source>
        <translation>halte beim Loslassen Umschalt gedrückt</translation>
    </message>
    <message>
        <source>release Shift and press it again as you drop, or tick Place anyway,</source>
        <translation>lass Umschalt los und drück es beim Loslassen erneut oder hake Trotzdem aufstellen an,</translation>
    </message>
    <message>
        <source>release Shift and press it again as you drop</source>
        <translation>lass Umschalt los und drück es beim Loslassen erneut</translation>
    </message>
    <message>
        <source>; {how} to place it knowingly</source>
        <translation>; {how}, um es bewusst aufzustellen</translation>
    </message>
    <message>
        <source>; {how} to place them knowingly</source>
        <translation>; {how}, um sie bewusst aufzustellen</translation>
    </message>
    <message>
        <source> (placed knowingly: see the event log)</source>
        <translation> (bewusst aufgestellt: siehe Ereignisprotokoll)</translation>
    </message>
    <message>
        <source>Move cancelled</source>
        <translation>Bewegung abgebrochen</translation>
    </message>
    <message>
        <source>objective {name} (centre)</source>
        <translation>Missionsziel {name} (Mitte)</translation>
    </message>
    <message>
        <source> · in sight</source>
        <translation> · in Sicht</translation>
    </message>
    <message>
        <source>; they see each other (T3, a guide: the table has the final word)</source>
        <translation>; sie sehen einander (T3, ein Anhaltspunkt: der Tisch hat das letzte Wort)</translation>
    </message>
    <message>
        <source> · {blocker} in the way</source>
        <translation> · {blocker} im Weg</translation>
    </message>
    <message>
        <source>; no line of sight: {blocker} is in the way (T3, a guide: the table has the final word)</source>
        <translation>; keine Sichtlinie: {blocker} ist im Weg (T3, ein Anhaltspunkt: der Tisch hat das letzte Wort)</translation>
    </message>
    <message>
        <source>Measure: {measured} from {a} to {b} (closest points, G3)</source>
        <translation>Messen: {measured} von {a} bis {b} (nächste Punkte, G3)</translation>
    </message>
</context>
<context>
    <name>BoardItems</name>
    <message>
        <source>Cannot be targeted: brought in by Scout and Secure, enemies may not choose it as a direct target until it has moved (templates and area effects still hit it) (S3)</source>
        <translation>Kann nicht anvisiert werden: per Scout and Secure hereingebracht, Feinde dürfen es nicht direkt als Ziel wählen, bis es sich bewegt hat (Schablonen und Flächeneffekte treffen es trotzdem) (S3)</translation>
    </message>
    <message>
        <source>Segment {letter} — {warband} ({name})</source>
        <translation>Abschnitt {letter} — {warband} ({name})</translation>
    </message>
    <message>
        <source>Segment {letter} — free</source>
        <translation>Abschnitt {letter} — frei</translation>
    </message>
    <message>
        <source>{counter}, {name}&apos;s ({warband}): {size} mm marker, not scored by control</source>
        <translation>{counter}, von {name} ({warband}): {size}-mm-Marker, wird nicht über Kontrolle gewertet</translation>
    </message>
    <message>
        <source>{counter}: {size} mm marker, not scored by control</source>
        <translation>{counter}: {size}-mm-Marker, wird nicht über Kontrolle gewertet</translation>
    </message>
    <message>
        <source>{objective} ({size} mm marker)</source>
        <translation>{objective} ({size}-mm-Marker)</translation>
    </message>
    <message>
        <source>{objective}: {holder}
Control within {control} in, contest within {contest} in of its centre (S4)</source>
        <translation>{objective}: {holder}
Kontrolle innerhalb von {control} Zoll, umkämpft innerhalb von {contest} Zoll von seiner Mitte (S4)</translation>
    </message>
    <message>
        <source>Status: {status} — {note}</source>
        <translation>Status: {status} — {note}</translation>
    </message>
    <message>
        <source>Status: {status}</source>
        <translation>Status: {status}</translation>
    </message>
    <message>
        <source>Base {size} · ({x:.2f}, {y:.2f}) in</source>
        <translation>Base {size} · ({x:.2f}, {y:.2f}) Zoll</translation>
    </message>
</context>
<context>
    <name>BoardOverlays</name>
    <message>
        <source>{distance} in: {meaning}</source>
        <translation>{distance} Zoll: {meaning}</translation>
    </message>
    <message>
        <source>{distance} in</source>
        <translation>{distance} Zoll</translation>
    </message>
    <message>
        <source>The defender sets up here: {where}</source>
        <translation>Der Verteidiger stellt hier auf: {where}</translation>
    </message>
    <message>
        <source>set-up gap (M4)</source>
        <translation>Aufstellungsabstand (M4)</translation>
    </message>
    <message>
        <source>running (M10)</source>
        <translation>Rennen (M10)</translation>
    </message>
</context>
<context>
    <name>BoardSight</name>
    <message>
        <source>a guide: the table has the final word on sight (T4)</source>
        <translation>ein Anhaltspunkt: über die Sicht hat der Tisch das letzte Wort (T4)</translation>
    </message>
    <message>
        <source>Sight: {model} sees no enemy ({count} friendly models)</source>
        <translation>Sicht: {model} sieht keinen Feind ({count} befreundete Modelle)</translation>
    </message>
    <message>
        <source>Sight: {model} sees no enemy</source>
        <translation>Sicht: {model} sieht keinen Feind</translation>
    </message>
    <message>
        <source>1 enemy</source>
        <translation>1 Feind</translation>
    </message>
    <message>
        <source>{n} enemies</source>
        <translation>{n} Feinde</translation>
    </message>
    <message>
        <source>Sight: {model} sees {count}: {names}</source>
        <translation>Sicht: {model} sieht {count}: {names}</translation>
    </message>
    <message>
        <source>Sight: {model} sees {count} (ringed)</source>
        <translation>Sicht: {model} sieht {count} (eingekreist)</translation>
    </message>
    <message>
        <source>; closest {model} ({gap:.2f} in, M7)</source>
        <translation>; am nächsten {model} ({gap:.2f} Zoll, M7)</translation>
    </message>
    <message>
        <source>Sight: select one model on the table to see what it sees</source>
        <translation>Sicht: wähle ein Modell auf dem Tisch, um zu sehen, was es sieht</translation>
    </message>
    <message>
        <source>Sight: shading from the model&apos;s centre while it moves; whom it sees is shown when it stops (T4)</source>
        <translation>Sicht: Schattierung von der Mitte des Modells, solange es sich bewegt; wen es sieht, zeigt sich, wenn es anhält (T4)</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Sight: select a model first (click it), then press V or Sight to shade what it sees (T4)</source>
        <translation>Sicht: wähle zuerst ein Modell (anklicken), dann drücke V oder Sicht, um zu schattieren, was es sieht (T4)</translation>
    </message>
    <message>
        <source>Sight off</source>
        <translation>Sicht aus</translation>
    </message>
    <message>
        <source>Drag cancelled: the turn moved on</source>
        <translation>Ziehen abgebrochen: das Spiel ging weiter</translation>
    </message>
    <message>
        <source>{piece} is locked: unlock it (right-click) to take it away</source>
        <translation>{piece} ist gesperrt: entsperre es (Rechtsklick), um es zu entfernen</translation>
    </message>
    <message>
        <source>Select a model on the board to delete it</source>
        <translation>Wähle ein Modell auf dem Spielfeld, um es zu löschen</translation>
    </message>
</context>
<context>
    <name>CardWidget</name>
    <message>
        <source>no card</source>
        <translation>keine Karte</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>Card games settle a roll-off among more than two players with a draw (C4): use Draw cards</source>
        <translation>Kartenspiele entscheiden ein Auswürfeln unter mehr als zwei Spielern durch ein Ziehen (C4): „Karten ziehen“ benutzen</translation>
    </message>
</context>
<context>
    <name>Combats</name>
    <message>
        <source>{player}&apos;s</source>
        <translation>{player}</translation>
    </message>
    <message>
        <source>In close combat with {names} and {last} models (M8)</source>
        <translation>Im Nahkampf mit Modellen von {names} und {last} (M8)</translation>
    </message>
    <message>
        <source>In close combat with {player} models (M8)</source>
        <translation>Im Nahkampf mit Modellen von {player} (M8)</translation>
    </message>
    <message>
        <source>{player} (its own)</source>
        <translation>{player} (die eigene)</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} und {last}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Fights in the close-combat phases of {listed} (M8); in {turns} turn it must attack that player&apos;s models</source>
        <translation>Kämpft in den Nahkampfphasen von {listed} (M8); im Zug von {turns} muss es die Modelle dieses Spielers angreifen</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>The rules cannot judge this game: {problem}</source>
        <translation>Die Regeln können dieses Spiel nicht beurteilen: {problem}</translation>
    </message>
    <message>
        <source>Not started: {problem}</source>
        <translation>Nicht begonnen: {problem}</translation>
    </message>
    <message>
        <source>the game has no file yet: choose where to save it</source>
        <translation>das Spiel hat noch keine Datei: wähle, wo es gespeichert werden soll</translation>
    </message>
    <message>
        <source>{model} selected: {problem} (C7)</source>
        <translation>{model} gewählt: {problem} (C7)</translation>
    </message>
    <message>
        <source>{model} selected: press Enter (Game ▸ Activate selected model) to activate it (C7)</source>
        <translation>{model} gewählt: drücke Eingabe (Spiel ▸ Gewähltes Modell aktivieren), um es zu aktivieren (C7)</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>A report for the bug report was written to
{file}</source>
        <translation>Ein Bericht für die Fehlermeldung wurde geschrieben nach
{file}</translation>
    </message>
    <message>
        <source>No report could be written (the log folder is not writable).</source>
        <translation>Es konnte kein Bericht geschrieben werden (der Protokollordner ist nicht beschreibbar).</translation>
    </message>
    <message>
        <source>Table Marshal hit an unexpected error</source>
        <translation>Table Marshal ist auf einen unerwarteten Fehler gestoßen</translation>
    </message>
    <message>
        <source>Something went wrong inside Table Marshal.

{where}

Your game is autosaved after every move: carry on, or if the app closes, it offers to recover the game the next time it starts. Help ▸ Open log folder shows the reports.</source>
        <translation>In Table Marshal ist etwas schiefgegangen.

{where}

Dein Spiel wird nach jedem Zug automatisch gespeichert: spiel weiter, oder falls die App sich schließt, bietet sie beim nächsten Start an, das Spiel wiederherzustellen. Hilfe ▸ Protokollordner öffnen zeigt die Berichte.</translation>
    </message>
    <message>
        <source>Copy report</source>
        <translation>Bericht kopieren</translation>
    </message>
</context>
<context>
    <name>Docks</name>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Dice and draws</source>
        <translation>Würfel und Ziehungen</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Ereignisprotokoll</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
</context>
<context>
    <name>Edges</name>
    <message>
        <source>top</source>
        <translation>oberen</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rechten</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>unteren</translation>
    </message>
    <message>
        <source>left</source>
        <translation>linken</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>{file}: could not finish the file (is the disk full?); the previous file is unchanged</source>
        <translation>{file}: die Datei konnte nicht fertiggestellt werden (ist der Datenträger voll?); die vorherige Datei ist unverändert</translation>
    </message>
    <message>
        <source>{file}: cannot write there ({reason})</source>
        <translation>{file}: dort kann nicht geschrieben werden ({reason})</translation>
    </message>
    <message>
        <source>{file}: nothing was written (is the disk full?)</source>
        <translation>{file}: es wurde nichts geschrieben (ist der Datenträger voll?)</translation>
    </message>
    <message>
        <source>{file}: the file came out incomplete (is the disk full?); the previous file is unchanged</source>
        <translation>{file}: die Datei ist unvollständig (ist der Datenträger voll?); die vorherige Datei ist unverändert</translation>
    </message>
    <message>
        <source>{file}: could not write the file ({reason})</source>
        <translation>{file}: die Datei konnte nicht geschrieben werden ({reason})</translation>
    </message>
    <message>
        <source>Scenario: {scenario}</source>
        <translation>Szenario: {scenario}</translation>
    </message>
    <message>
        <source>table {width} × {depth} in</source>
        <translation>Spieltisch {width} × {depth} Zoll</translation>
    </message>
    <message>
        <source>turn {turn}</source>
        <translation>Zug {turn}</translation>
    </message>
    <message>
        <source>before the first turn</source>
        <translation>vor der ersten Runde</translation>
    </message>
    <message>
        <source>inches (scale bar, {length} in)</source>
        <translation>Zoll (Maßstab, {length} Zoll)</translation>
    </message>
    <message>
        <source>{path}: could not start the PDF</source>
        <translation>{path}: Das PDF konnte nicht begonnen werden</translation>
    </message>
    <message>
        <source>{path}: could not write the PNG picture (is the disk full?); the previous file is unchanged</source>
        <translation>{path}: Das PNG-Bild konnte nicht geschrieben werden (ist der Datenträger voll?); die bisherige Datei ist unverändert</translation>
    </message>
    <message>
        <source>{path}: choose a .pdf or .png file name</source>
        <translation>{path}: Wähle einen Dateinamen mit .pdf oder .png</translation>
    </message>
</context>
<context>
    <name>ExportPlan</name>
    <message>
        <source>{tile} overlaps {overlap} in</source>
        <translation>{tile} überlappt {overlap} Zoll</translation>
    </message>
    <message>
        <source>lay {tile} from the dashed line</source>
        <translation>{tile} ab der gestrichelten Linie anlegen</translation>
    </message>
    <message>
        <source>Print at 100 %: this bar must measure 2 in (50.8 mm)</source>
        <translation>Mit 100 % drucken: Dieser Balken muss 2 Zoll (50,8 mm) messen</translation>
    </message>
    <message>
        <source>{game} — plan at 1:1</source>
        <translation>{game} — Plan im Maßstab 1:1</translation>
    </message>
    <message>
        <source>{path}: could not start the PDF</source>
        <translation>{path}: Das PDF konnte nicht begonnen werden</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message>
        <source>fled</source>
        <translation>geflohen</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>in die Flucht geschlagen</translation>
    </message>
    <message>
        <source>wiped out</source>
        <translation>ausgelöscht</translation>
    </message>
    <message>
        <source>rating {rating}</source>
        <translation>Stärke {rating}</translation>
    </message>
    <message>
        <source>1 model on the table</source>
        <translation>1 Modell auf dem Spieltisch</translation>
    </message>
    <message>
        <source>{count} models on the table</source>
        <translation>{count} Modelle auf dem Spieltisch</translation>
    </message>
    <message>
        <source>{how}, out of the game</source>
        <translation>{how}, aus dem Spiel</translation>
    </message>
    <message>
        <source>{kind}s of {who}: {counters}</source>
        <translation>{kind} von {who}: {counters}</translation>
    </message>
    <message>
        <source>{kind}s: {counters}</source>
        <translation>{kind}: {counters}</translation>
    </message>
    <message>
        <source>A pale base with ✓: activated this turn (1 model)</source>
        <translation>Eine blasse Base mit ✓: in dieser Runde aktiviert (1 Modell)</translation>
    </message>
    <message>
        <source>A pale base with ✓: activated this turn ({count} models)</source>
        <translation>Eine blasse Base mit ✓: in dieser Runde aktiviert ({count} Modelle)</translation>
    </message>
    <message>
        <source>Warbands</source>
        <translation>Kriegerbanden</translation>
    </message>
    <message>
        <source>Victory points: {points}</source>
        <translation>Siegpunkte: {points}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>{objective}: marker at ({x}, {y}) in</source>
        <translation>{objective}: Marker bei ({x}, {y}) Zoll</translation>
    </message>
    <message>
        <source>Objectives (markers only)</source>
        <translation>Missionsziele (nur Marker)</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Missionsziele</translation>
    </message>
    <message>
        <source>Counters (not scored by control)</source>
        <translation>Zähler (nicht nach Kontrolle gewertet)</translation>
    </message>
    <message>
        <source>no objectives</source>
        <translation>keine Missionsziele</translation>
    </message>
    <message>
        <source>Terrain (T1)</source>
        <translation>Gelände (T1)</translation>
    </message>
    <message>
        <source>blocks sight; no bases unless enterable</source>
        <translation>blockiert Sicht; keine Bases, außer betretbar</translation>
    </message>
    <message>
        <source>bases may stand in it; blocks sight between models outside it</source>
        <translation>Bases dürfen darin stehen; blockiert Sicht zwischen Modellen außerhalb</translation>
    </message>
    <message>
        <source>no bases; blocks sight</source>
        <translation>keine Bases; blockiert Sicht</translation>
    </message>
    <message>
        <source>bases may stand in it; never blocks sight</source>
        <translation>Bases dürfen darin stehen; blockiert nie Sicht</translation>
    </message>
    <message>
        <source>no bases; never blocks sight</source>
        <translation>keine Bases; blockiert nie Sicht</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Ruin</source>
        <translation>Ruine</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Mauer</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Geländebereich</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Unpassierbar</translation>
    </message>
    <message>
        <source>{piece} ({height} in high, enterable)</source>
        <translation>{piece} ({height} Zoll hoch, betretbar)</translation>
    </message>
    <message>
        <source>{piece} ({height} in high)</source>
        <translation>{piece} ({height} Zoll hoch)</translation>
    </message>
    <message>
        <source> and {count} more</source>
        <translation> und {count} weitere</translation>
    </message>
    <message>
        <source>{kind} ({rule}): {pieces}</source>
        <translation>{kind} ({rule}): {pieces}</translation>
    </message>
    <message>
        <source>Exposure for {player} (R4)</source>
        <translation>Einsehbarkeit für {player} (R4)</translation>
    </message>
</context>
<context>
    <name>ExposureLegend</name>
    <message>
        <source>Safe: no enemy warband sees it</source>
        <translation>Sicher: keine feindliche Kriegerbande sieht es</translation>
    </message>
    <message>
        <source>Seen by 1 enemy warband</source>
        <translation>Von 1 feindlichen Kriegerbande gesehen</translation>
    </message>
    <message>
        <source>Seen by {n} enemy warbands</source>
        <translation>Von {n} feindlichen Kriegerbanden gesehen</translation>
    </message>
    <message>
        <source>No one: the game is over</source>
        <translation>Niemand: das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>No one sets up now: every model is placed</source>
        <translation>Niemand stellt jetzt auf: alle Modelle stehen</translation>
    </message>
    <message>
        <source>No one&apos;s turn now</source>
        <translation>Niemand ist jetzt am Zug</translation>
    </message>
    <message>
        <source>{name}: not counted (no set-up zone and no model on the table yet)</source>
        <translation>{name}: nicht gezählt (noch keine Aufstellungszone und kein Modell auf dem Tisch)</translation>
    </message>
    <message>
        <source>{name}: from its 1 model on the table (no set-up zone)</source>
        <translation>{name}: von ihrem 1 Modell auf dem Tisch (keine Aufstellungszone)</translation>
    </message>
    <message>
        <source>{name}: from its %n models on the table (no set-up zone)</source>
        <translation>{name}: von ihren %n Modellen auf dem Tisch (keine Aufstellungszone)</translation>
    </message>
    <message>
        <source>{name}: from its agreed set-up zone ({zone})</source>
        <translation>{name}: von ihrer abgesprochenen Aufstellungszone aus ({zone})</translation>
    </message>
    <message>
        <source>{name}: from its set-up zone</source>
        <translation>{name}: von ihrer Aufstellungszone aus</translation>
    </message>
    <message>
        <source>No enemy warband: allies and team-mates never count</source>
        <translation>Keine feindliche Kriegerbande: Verbündete und Teamkameraden zählen nie</translation>
    </message>
    <message>
        <source>Exposure for</source>
        <translation>Einsehbarkeit für</translation>
    </message>
    <message>
        <source>Whose exposure the board shades</source>
        <translation>Wessen Einsehbarkeit das Spielfeld schattiert</translation>
    </message>
    <message>
        <source>Fold the legend away (the list stays)</source>
        <translation>Legende einklappen (die Liste bleibt)</translation>
    </message>
    <message>
        <source>A guide (R4, T3): the table has the final word.</source>
        <translation>Ein Anhaltspunkt (R4, T3): der Tisch hat das letzte Wort.</translation>
    </message>
    <message>
        <source>{name}, who sets up now</source>
        <translation>{name}, stellt jetzt auf</translation>
    </message>
    <message>
        <source>{name}, whose turn it is</source>
        <translation>{name}, ist am Zug</translation>
    </message>
    <message>
        <source>Nothing shaded yet: no enemy warband has a set-up zone or a model on the table</source>
        <translation>Noch nichts schattiert: keine feindliche Kriegerbande hat eine Aufstellungszone oder ein Modell auf dem Tisch</translation>
    </message>
    <message>
        <source>Seen now by enemy models on the table ({n})</source>
        <translation>Jetzt von feindlichen Modellen auf dem Tisch gesehen ({n})</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>Table Marshal games (*.json)</source>
        <translation>Table-Marshal-Spiele (*.json)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Clear recent files</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>“{name}” has changes that are not saved.

Save them before continuing?</source>
        <translation>„{name}“ hat Änderungen, die nicht gespeichert sind.

Vor dem Fortfahren speichern?</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation>{name} wird geöffnet…</translation>
    </message>
    <message>
        <source>Opened {path}</source>
        <translation>{path} geöffnet</translation>
    </message>
    <message>
        <source>Scenario not known</source>
        <translation>Szenario unbekannt</translation>
    </message>
    <message>
        <source>{path}: {problem}</source>
        <translation>{path}: {problem}</translation>
    </message>
    <message>
        <source>Undo history not restored</source>
        <translation>Rückgängig-Verlauf nicht wiederhergestellt</translation>
    </message>
    <message>
        <source>{problem}.

Everything else in the game is as it was saved; only Edit ▸ Undo starts afresh.</source>
        <translation>{problem}.

Alles andere im Spiel ist so, wie es gespeichert wurde; nur Bearbeiten ▸ Rückgängig beginnt von vorn.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>New game from the demo “{name}”</source>
        <translation>Neues Spiel aus der Demo „{name}“</translation>
    </message>
    <message>
        <source>Save game as</source>
        <translation>Spiel speichern unter</translation>
    </message>
    <message>
        <source>Could not save the game</source>
        <translation>Das Spiel konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} gespeichert</translation>
    </message>
    <message>
        <source>⚠ Autosave failed</source>
        <translation>⚠ Automatisches Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation>Automatisches Speichern fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <source>Save the game to keep your work.</source>
        <translation>Speichere das Spiel, um deine Arbeit zu behalten.</translation>
    </message>
    <message>
        <source> ({number} of {count})</source>
        <translation> ({number} von {count})</translation>
    </message>
    <message>
        <source>“{file}”</source>
        <translation>„{file}“</translation>
    </message>
    <message>
        <source>a game that was never saved</source>
        <translation>ein Spiel, das nie gespeichert wurde</translation>
    </message>
    <message>
        <source>Table Marshal did not close properly last time. It autosaved {where} (“{name}”) at {time}.

Recover it? You can then save it where you like.</source>
        <translation>Table Marshal wurde letztes Mal nicht richtig beendet. Es hat {where} („{name}“) um {time} automatisch gespeichert.

Wiederherstellen? Du kannst es dann speichern, wo du willst.</translation>
    </message>
    <message>
        <source>Recover unsaved game?</source>
        <translation>Ungespeichertes Spiel wiederherstellen?</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Jetzt nicht</translation>
    </message>
    <message>
        <source>Recovering the autosaved game…</source>
        <translation>Das automatisch gespeicherte Spiel wird wiederhergestellt…</translation>
    </message>
    <message>
        <source>Cannot recover the game</source>
        <translation>Das Spiel kann nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source>{problem}

The autosave was left where it is.</source>
        <translation>{problem}

Die automatische Sicherung bleibt, wo sie ist.</translation>
    </message>
    <message>
        <source>Recovered the autosaved game: save it to keep it</source>
        <translation>Automatisch gespeichertes Spiel wiederhergestellt: speichere es, um es zu behalten</translation>
    </message>
    <message>
        <source>Export board</source>
        <translation>Spielfeld exportieren</translation>
    </message>
    <message>
        <source>Could not export</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Exported the board to {path}</source>
        <translation>Spielfeld nach {path} exportiert</translation>
    </message>
    <message>
        <source>Print plan at 1:1</source>
        <translation>Plan 1:1 drucken</translation>
    </message>
    <message>
        <source>Paper size. The plan is a PDF: print it at 100 % (“Actual size”), never “Fit to page”.</source>
        <translation>Papierformat. Der Plan ist ein PDF: drucke es mit 100 % („Tatsächliche Größe“), nie „An Seite anpassen“.</translation>
    </message>
    <message>
        <source>Save the 1:1 plan</source>
        <translation>Plan 1:1 speichern</translation>
    </message>
    <message>
        <source>Could not make the plan</source>
        <translation>Der Plan konnte nicht erstellt werden</translation>
    </message>
    <message>
        <source>Plan at 1:1 ready</source>
        <translation>Plan 1:1 fertig</translation>
    </message>
    <message>
        <source>Wrote %n {paper} pages ({columns} across, {rows} down) to
{path}

Print the PDF at 100 % (“Actual size”), not “Fit to page”, and check the 2-inch bar on a page. Lay the pages out by their labels, A1 top left; each page overlaps the next by {overlap} in, up to its dashed line.</source>
        <translation>%n {paper}-Seiten ({columns} breit, {rows} hoch) geschrieben nach
{path}

Drucke das PDF mit 100 % („Tatsächliche Größe“), nicht „An Seite anpassen“, und prüfe den 2-Zoll-Balken auf einer Seite. Lege die Seiten nach ihren Beschriftungen aus, A1 oben links; jede Seite überlappt die nächste um {overlap} Zoll, bis zu ihrer gestrichelten Linie.</translation>
    </message>
</context>
<context>
    <name>FleeConfirm</name>
    <message>
        <source>warband</source>
        <translation>Kriegerbande</translation>
    </message>
    <message>
        <source>Warband routs?</source>
        <translation>Kriegerbande flieht?</translation>
    </message>
    <message>
        <source>{player}&apos;s {band} routs: all its models leave the table and {player} is out of the game (M9).

Ctrl+Z takes it back if it was pressed by mistake.</source>
        <translation>{band} von {player} flieht: alle ihre Modelle verlassen den Tisch und {player} scheidet aus dem Spiel aus (M9).

Strg+Z nimmt es zurück, falls es ein Versehen war.</translation>
    </message>
    <message>
        <source>Warband flees?</source>
        <translation>Kriegerbande flieht?</translation>
    </message>
    <message>
        <source>{player}&apos;s {band} flees: all its models leave the table and {player} is out of the game (C9).

Ctrl+Z takes it back if it was pressed by mistake.</source>
        <translation>{band} von {player} flieht: alle ihre Modelle verlassen den Tisch und {player} scheidet aus dem Spiel aus (C9).

Strg+Z nimmt es zurück, falls es ein Versehen war.</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>Welcome</source>
        <translation>Willkommen</translation>
    </message>
    <message>
        <source>A new game</source>
        <translation>Ein neues Spiel</translation>
    </message>
    <message>
        <source>Rosters</source>
        <translation>Armeelisten</translation>
    </message>
    <message>
        <source>Set-up: segments, deployment, Scout</source>
        <translation>Aufstellung: Segmente, Modelle, Scout</translation>
    </message>
    <message>
        <source>Terrain and sight</source>
        <translation>Gelände und Sichtlinie</translation>
    </message>
    <message>
        <source>Planning a deployment</source>
        <translation>Die Aufstellung planen</translation>
    </message>
    <message>
        <source>A turn of Trench Crusade</source>
        <translation>Ein Zug in Trench Crusade</translation>
    </message>
    <message>
        <source>A turn of Mordheim</source>
        <translation>Ein Zug in Mordheim</translation>
    </message>
    <message>
        <source>Saving and printing</source>
        <translation>Speichern und Drucken</translation>
    </message>
    <message>
        <source>The table screen</source>
        <translation>Der Tischbildschirm</translation>
    </message>
    <message>
        <source>The rules as the app applies them</source>
        <translation>Die Regeln, wie die App sie anwendet</translation>
    </message>
    <message>
        <source>Everything in detail</source>
        <translation>Alles im Detail (englisch)</translation>
    </message>
    <message>
        <source>Table Marshal — Player&apos;s guide</source>
        <translation>Table Marshal — Spielerhandbuch</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>&amp;Player&apos;s guide…</source>
        <translation>&amp;Spielerhandbuch…</translation>
    </message>
    <message>
        <source>The illustrated guide: each task, and the rules by ID</source>
        <translation>Das bebilderte Handbuch: jede Aufgabe und die Regeln nach ID</translation>
    </message>
</context>
<context>
    <name>Holders</name>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>nobody (contested)</source>
        <translation>niemand (umkämpft)</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>held by {who} (contested)</source>
        <translation>gehalten von {who} (umkämpft)</translation>
    </message>
    <message>
        <source>held by {who}</source>
        <translation>gehalten von {who}</translation>
    </message>
    <message>
        <source>contested, held by nobody</source>
        <translation>umkämpft, von niemandem gehalten</translation>
    </message>
    <message>
        <source>held by nobody</source>
        <translation>von niemandem gehalten</translation>
    </message>
    <message>
        <source>contested</source>
        <translation>umkämpft</translation>
    </message>
    <message>
        <source>nobody holds it</source>
        <translation>niemand hält es</translation>
    </message>
</context>
<context>
    <name>Joining</name>
    <message>
        <source>Set-up has begun: a new player can join only before the set-up order is found and the first model is placed</source>
        <translation>Die Aufstellung hat begonnen: ein neuer Spieler kann nur beitreten, bevor die Aufstellungsreihenfolge feststeht und das erste Modell aufgestellt ist</translation>
    </message>
    <message>
        <source>This scenario is played in fixed teams: start a New game to add a player</source>
        <translation>Dieses Szenario wird in festen Teams gespielt: starte ein neues Spiel, um einen Spieler hinzuzufügen</translation>
    </message>
    <message>
        <source>The new player needs a name</source>
        <translation>Der neue Spieler braucht einen Namen</translation>
    </message>
    <message>
        <source>A player&apos;s name is at most {n} characters</source>
        <translation>Der Name eines Spielers hat höchstens {n} Zeichen</translation>
    </message>
    <message>
        <source>A player is called {name} already</source>
        <translation>Ein Spieler heißt bereits {name}</translation>
    </message>
    <message>
        <source>{scenario} is for at most {most} players</source>
        <translation>{scenario} ist für höchstens {most} Spieler</translation>
    </message>
</context>
<context>
    <name>Judge</name>
    <message>
        <source>Part of the base is off the table, {over} over its edge ({rule})</source>
        <translation>Ein Teil der Base liegt außerhalb des Spielfelds, {over} über dessen Rand ({rule})</translation>
    </message>
    <message>
        <source>Not wholly within {range} of segment {letter}: part of the base is {far} from it (M4)</source>
        <translation>Nicht vollständig innerhalb von {range} um Segment {letter}: ein Teil der Base ist {far} davon entfernt (M4)</translation>
    </message>
    <message>
        <source>Too close to {other}: {distance}, must be more than {range} (M4)</source>
        <translation>Zu nah an {other}: {distance}, es müssen mehr als {range} sein (M4)</translation>
    </message>
    <message>
        <source>Not wholly within {range} of the {edge} table edge: part of the base is {far} from it (S2)</source>
        <translation>Nicht vollständig innerhalb von {range} vom {edge} Spielfeldrand: ein Teil der Base ist {far} davon entfernt (S2)</translation>
    </message>
    <message>
        <source>Out of coherency: the nearest model of its unit, {nearest}, is {distance} away, must be within {range} (S2)</source>
        <translation>Außer Zusammenhalt: das nächste Modell seiner Einheit, {nearest}, ist {distance} entfernt, erlaubt sind höchstens {range} (S2)</translation>
    </message>
    <message>
        <source>Too close to another unit ({other}): {distance}, units must be at least {range} apart (S2)</source>
        <translation>Zu nah an einer anderen Einheit ({other}): {distance}, Einheiten müssen mindestens {range} Abstand halten (S2)</translation>
    </message>
    <message>
        <source>The base crosses the {edge} table edge by {over}; it must touch the edge from the table (S3)</source>
        <translation>Die Base ragt {over} über den {edge} Spielfeldrand hinaus; sie muss den Rand von innen berühren (S3)</translation>
    </message>
    <message>
        <source>Must touch the {edge} table edge: it is {gap} from it (S3)</source>
        <translation>Muss den {edge} Spielfeldrand berühren: sie ist {gap} davon entfernt (S3)</translation>
    </message>
    <message>
        <source>Must be placed within {range} of {first}: it is {distance} away (S3)</source>
        <translation>Muss innerhalb von {range} um {first} aufgestellt werden: es ist {distance} entfernt (S3)</translation>
    </message>
    <message>
        <source>Not wholly within {range} of {what}: part of the base is {far} from it (M4, scenario set-up)</source>
        <translation>Nicht vollständig innerhalb von {range} um {what}: ein Teil der Base ist {far} davon entfernt (M4, Aufstellung des Szenarios)</translation>
    </message>
    <message>
        <source>The base is wholly off the table, {far} beyond its edge (G2)</source>
        <translation>Die Base steht ganz neben dem Spielfeld, {far} jenseits des Randes (G2)</translation>
    </message>
    <message>
        <source>Part of the base is off the table: it reaches {over} over the table edge (G2)</source>
        <translation>Ein Teil der Base liegt außerhalb des Spielfelds: sie ragt {over} über den Spielfeldrand (G2)</translation>
    </message>
    <message>
        <source>Also overlaps {count} more bases (G8)</source>
        <translation>Überlappt außerdem {count} weitere Basen (G8)</translation>
    </message>
    <message>
        <source>Its player has not chosen an edge segment to set up from (M4)</source>
        <translation>Sein Spieler hat noch kein Randsegment für die Aufstellung gewählt (M4)</translation>
    </message>
    <message>
        <source>Its player has no table edge to set up from (S2)</source>
        <translation>Sein Spieler hat keinen Spielfeldrand für die Aufstellung (S2)</translation>
    </message>
    <message>
        <source>Also too close to {count} more models of other warbands ({rule})</source>
        <translation>Außerdem zu nah an {count} weiteren Modellen anderer Kriegerbanden ({rule})</translation>
    </message>
    <message>
        <source>Also too close to {count} more models of other units ({rule})</source>
        <translation>Außerdem zu nah an {count} weiteren Modellen anderer Einheiten ({rule})</translation>
    </message>
    <message>
        <source>{first} must move once before the rest of its unit is placed within {range} of it (S3)</source>
        <translation>{first} muss sich einmal bewegen, bevor der Rest seiner Einheit innerhalb von {range} darum aufgestellt wird (S3)</translation>
    </message>
    <message>
        <source>The first model of its unit comes on first, touching the {edge} table edge (S3)</source>
        <translation>Das erste Modell seiner Einheit kommt zuerst ins Spiel und berührt dabei den {edge} Spielfeldrand (S3)</translation>
    </message>
    <message>
        <source>Cannot run: {other} was {distance} away when the turn began, within {range} (M10)</source>
        <translation>Kann nicht rennen: {other} war zu Beginn des Zuges {distance} entfernt, innerhalb von {range} (M10)</translation>
    </message>
    <message>
        <source>Cannot run: {other} is {distance} away, within {range} (M10)</source>
        <translation>Kann nicht rennen: {other} ist {distance} entfernt, innerhalb von {range} (M10)</translation>
    </message>
    <message>
        <source>Overlaps {other} by {depth} (G8)</source>
        <translation>Überlappt {other} um {depth} (G8)</translation>
    </message>
    <message>
        <source>Overlaps {pieces}, where bases may not stand (T2)</source>
        <translation>Überlappt {pieces}, wo keine Base stehen darf (T2)</translation>
    </message>
    <message>
        <source>{pieces} and {piece}</source>
        <translation>{pieces} und {piece}</translation>
    </message>
    <message>
        <source>Overlaps {pieces}, where no base may stand (T2)</source>
        <translation>Überlappt {pieces}, wo keine Base stehen darf (T2)</translation>
    </message>
    <message>
        <source>less than 0.01 in</source>
        <translation>weniger als 0.01 in</translation>
    </message>
    <message>
        <source>just over {limit} in</source>
        <translation>knapp über {limit} in</translation>
    </message>
    <message>
        <source>just under {limit} in</source>
        <translation>knapp unter {limit} in</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>&amp;Systemsprache</translation>
    </message>
    <message>
        <source>The language Table Marshal speaks from its next start</source>
        <translation>Die Sprache von Table Marshal ab dem nächsten Start</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Table Marshal speaks {language} from the next time it starts. Quit and start it again to switch now.</source>
        <translation>Ab dem nächsten Start ist Table Marshal auf {language}. Beende es und starte es neu, um jetzt zu wechseln.</translation>
    </message>
</context>
<context>
    <name>LayoutFiles</name>
    <message>
        <source>Table layouts (*.layout.json *.json);;All files (*)</source>
        <translation>Tischaufbauten (*.layout.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>A table layout opens into a game being set up: start one with File ▸ New game, then open the layout before the first turn (T5).</source>
        <translation>Ein Tischaufbau öffnet sich in ein Spiel, das gerade aufgestellt wird: beginne eines mit Datei ▸ Neues Spiel und öffne den Aufbau vor dem ersten Zug (T5).</translation>
    </message>
    <message>
        <source>Nothing to save</source>
        <translation>Nichts zu speichern</translation>
    </message>
    <message>
        <source>There is no terrain on the table to save as a layout: drag pieces from the Terrain tab first.</source>
        <translation>Auf dem Tisch ist kein Gelände, das als Aufbau gespeichert werden kann: zieh zuerst Geländestücke aus dem Reiter Gelände.</translation>
    </message>
    <message>
        <source>Save table layout</source>
        <translation>Tischaufbau speichern</translation>
    </message>
    <message>
        <source>Could not save the layout</source>
        <translation>Der Aufbau konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved the table layout ({count} pieces) to {file}</source>
        <translation>Tischaufbau ({count} Geländestücke) in {file} gespeichert</translation>
    </message>
    <message>
        <source>Cannot open a layout now</source>
        <translation>Ein Aufbau kann jetzt nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Open table layout</source>
        <translation>Tischaufbau öffnen</translation>
    </message>
    <message>
        <source>Cannot open the layout</source>
        <translation>Der Aufbau kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>it was laid out on a {width} x {depth} in table, so the pieces&apos; places were spread to this {our_width} x {our_depth} in one and their sizes kept</source>
        <translation>er wurde auf einem {width} x {depth} Zoll großen Tisch aufgebaut, daher wurden die Plätze der Geländestücke auf diesen {our_width} x {our_depth} Zoll großen Tisch verteilt und ihre Größen beibehalten</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>{player} proposes an alliance to {names}</source>
        <translation>{player} schlägt {names} ein Bündnis vor</translation>
    </message>
    <message>
        <source>{player} refuses {proposer}&apos;s alliance</source>
        <translation>{player} lehnt das Bündnis von {proposer} ab</translation>
    </message>
    <message>
        <source>{player} and {proposer} are now allies</source>
        <translation>{player} und {proposer} sind jetzt verbündet</translation>
    </message>
    <message>
        <source>{player}&apos;s {model}</source>
        <translation>{model} von {player}</translation>
    </message>
    <message>
        <source>1 close combat between the new allies broken off; the models are placed 1&quot; apart</source>
        <translation>1 Nahkampf zwischen den neuen Verbündeten abgebrochen; die Modelle werden 1&quot; auseinander aufgestellt</translation>
    </message>
    <message>
        <source>{count} close combats between the new allies broken off; the models are placed 1&quot; apart</source>
        <translation>{count} Nahkämpfe zwischen den neuen Verbündeten abgebrochen; die Modelle werden 1&quot; auseinander aufgestellt</translation>
    </message>
    <message>
        <source>The alliance between {a} and {b} ends</source>
        <translation>Das Bündnis zwischen {a} und {b} endet</translation>
    </message>
    <message>
        <source>{by} ({player}) charges {target} ({other})</source>
        <translation>{by} ({player}) stürmt {target} ({other}) an</translation>
    </message>
    <message>
        <source>{by} ({player}) shoots at {target} ({other})</source>
        <translation>{by} ({player}) schießt auf {target} ({other})</translation>
    </message>
    <message>
        <source>{by} ({player}) casts a spell at {target} ({other})</source>
        <translation>{by} ({player}) wirkt einen Zauber auf {target} ({other})</translation>
    </message>
    <message>
        <source>The alliance between {a} and {b} is broken by the attack</source>
        <translation>Das Bündnis zwischen {a} und {b} ist durch den Angriff gebrochen</translation>
    </message>
    <message>
        <source>The draw pile ran out: the discards were shuffled into a new draw pile</source>
        <translation>Der Nachziehstapel war leer: Die abgelegten Karten wurden zu einem neuen Nachziehstapel gemischt</translation>
    </message>
    <message>
        <source>Draw ({purpose}): {cards}</source>
        <translation>Ziehen ({purpose}): {cards}</translation>
    </message>
    <message>
        <source>Draw: {cards}</source>
        <translation>Ziehen: {cards}</translation>
    </message>
    <message>
        <source>{player} rolls {roll} ({purpose})</source>
        <translation>{player} würfelt {roll} ({purpose})</translation>
    </message>
    <message>
        <source>{player} rolls {roll}</source>
        <translation>{player} würfelt {roll}</translation>
    </message>
    <message>
        <source>Roll {roll} ({purpose})</source>
        <translation>Wurf {roll} ({purpose})</translation>
    </message>
    <message>
        <source>Roll {roll}</source>
        <translation>Wurf {roll}</translation>
    </message>
    <message>
        <source>Roll-off ({purpose}): {rolls}</source>
        <translation>Auswürfeln ({purpose}): {rolls}</translation>
    </message>
    <message>
        <source>Roll-off: {rolls}</source>
        <translation>Auswürfeln: {rolls}</translation>
    </message>
    <message>
        <source>{model} ({player}&apos;s)</source>
        <translation>{model} (von {player})</translation>
    </message>
    <message>
        <source>{number} {model}</source>
        <translation>{number} {model}</translation>
    </message>
    <message>
        <source>Shot into combat at {target}: rolled {rolled} on a 1–{sides} roll ({names}), so the hit lands on {hit}</source>
        <translation>Schuss in den Nahkampf auf {target}: {rolled} gewürfelt bei einem Wurf 1–{sides} ({names}), also trifft der Treffer {hit}</translation>
    </message>
    <message>
        <source>the player with the lowest warband rating chooses the scenario (M11)</source>
        <translation>der Spieler mit der niedrigsten Kriegerbandenstärke wählt das Szenario (M11)</translation>
    </message>
    <message>
        <source>Scenario table: {roll} → {scenario}</source>
        <translation>Szenariotabelle: {roll} → {scenario}</translation>
    </message>
    <message>
        <source>{count} models</source>
        <translation>{count} Modelle</translation>
    </message>
    <message>
        <source>turned to {facing}°</source>
        <translation>auf {facing}° gedreht</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>fleeing</source>
        <translation>auf der Flucht</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>betäubt</translation>
    </message>
    <message>
        <source>knocked down</source>
        <translation>niedergeschlagen</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>versteckt</translation>
    </message>
    <message>
        <source>out of action</source>
        <translation>außer Gefecht</translation>
    </message>
    <message>
        <source>fled</source>
        <translation>geflohen</translation>
    </message>
    <message>
        <source>unplaced</source>
        <translation>nicht aufgestellt</translation>
    </message>
    <message>
        <source>{model} ({player}) is now {status}</source>
        <translation>{model} ({player}) ist jetzt {status}</translation>
    </message>
    <message>
        <source>name {value}</source>
        <translation>Name {value}</translation>
    </message>
    <message>
        <source>short label {value}</source>
        <translation>Kürzel {value}</translation>
    </message>
    <message>
        <source>unit {value}</source>
        <translation>Einheit {value}</translation>
    </message>
    <message>
        <source>base {value}</source>
        <translation>Base {value}</translation>
    </message>
    <message>
        <source>facing {value}</source>
        <translation>Ausrichtung {value}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>made from the name</source>
        <translation>aus dem Namen gebildet</translation>
    </message>
    <message>
        <source>{model} ({player}) edited: {changes}</source>
        <translation>{model} ({player}) bearbeitet: {changes}</translation>
    </message>
    <message>
        <source>Every warband has left the game: nobody wins{points}</source>
        <translation>Alle Kriegerbanden haben das Spiel verlassen: Niemand gewinnt{points}</translation>
    </message>
    <message>
        <source>the last team left in the game</source>
        <translation>das letzte Team im Spiel</translation>
    </message>
    <message>
        <source>the last warbands left in the game, all allied with each other</source>
        <translation>die letzten Kriegerbanden im Spiel, alle miteinander verbündet</translation>
    </message>
    <message>
        <source>{names} win together: {what} (C9){points}</source>
        <translation>{names} gewinnen gemeinsam: {what} (C9){points}</translation>
    </message>
    <message>
        <source>the last warband left in the game</source>
        <translation>die letzte Kriegerbande im Spiel</translation>
    </message>
    <message>
        <source>no opponent has a unit left that can be given commands (Annihilation)</source>
        <translation>kein Gegner hat noch eine Einheit, der Befehle gegeben werden können (Annihilation)</translation>
    </message>
    <message>
        <source>{player} wins: {why}{points}</source>
        <translation>{player} gewinnt: {why}{points}</translation>
    </message>
    <message>
        <source> ({points})</source>
        <translation> ({points})</translation>
    </message>
    <message>
        <source>Turn {number}: Initiative cards dealt: {dealt}</source>
        <translation>Zug {number}: Initiativkarten ausgeteilt: {dealt}</translation>
    </message>
    <message>
        <source>{player} activates {model}</source>
        <translation>{player} aktiviert {model}</translation>
    </message>
    <message>
        <source>Turn {number}: every model has activated</source>
        <translation>Zug {number}: Alle Modelle wurden aktiviert</translation>
    </message>
    <message>
        <source>{player} regains {refund} Threat Points for {count} unit destroyed (costs {costs}) (All-Out War)</source>
        <translation>{player} erhält {refund} Bedrohungspunkte für {count} vernichtete Einheit zurück (Kosten {costs}) (All-Out War)</translation>
    </message>
    <message>
        <source>{player} regains {refund} Threat Points for {count} units destroyed (costs {costs}) (All-Out War)</source>
        <translation>{player} erhält {refund} Bedrohungspunkte für {count} vernichtete Einheiten zurück (Kosten {costs}) (All-Out War)</translation>
    </message>
    <message>
        <source>Turn {number} ends: Initiative cards discarded</source>
        <translation>Zug {number} endet: Initiativkarten abgelegt</translation>
    </message>
    <message>
        <source>Turn {number} was ended with 1 model not activated (C7); Ctrl+Z takes it back</source>
        <translation>Zug {number} wurde mit 1 nicht aktivierten Modell beendet (C7); Strg+Z nimmt es zurück</translation>
    </message>
    <message>
        <source>Turn {number} was ended with {count} models not activated (C7); Ctrl+Z takes it back</source>
        <translation>Zug {number} wurde mit {count} nicht aktivierten Modellen beendet (C7); Strg+Z nimmt es zurück</translation>
    </message>
    <message>
        <source>{player} ends the turn; turn {number}: {next} plays</source>
        <translation>{player} beendet den Zug; Zug {number}: {next} ist am Zug</translation>
    </message>
    <message>
        <source>turn {number}: {next} plays</source>
        <translation>Zug {number}: {next} ist am Zug</translation>
    </message>
    <message>
        <source>{player}&apos;s {warband} flees</source>
        <translation>{warband} von {player} flieht</translation>
    </message>
    <message>
        <source>{player}&apos;s {warband} routs</source>
        <translation>{warband} von {player} ergreift die Flucht</translation>
    </message>
    <message>
        <source>{player}&apos;s {warband} is wiped out</source>
        <translation>{warband} von {player} ist ausgelöscht</translation>
    </message>
    <message>
        <source>1 model leaves the table; </source>
        <translation>1 Modell verlässt den Tisch; </translation>
    </message>
    <message>
        <source>{count} models leave the table; </source>
        <translation>{count} Modelle verlassen den Tisch; </translation>
    </message>
    <message>
        <source>; its alliance with {name} ends</source>
        <translation>; ihr Bündnis mit {name} endet</translation>
    </message>
    <message>
        <source>; its alliances with {names} and {last} end</source>
        <translation>; ihre Bündnisse mit {names} und {last} enden</translation>
    </message>
    <message>
        <source>{what}: {count}{player} is out of the game{ended}</source>
        <translation>{what}: {count}{player} ist aus dem Spiel{ended}</translation>
    </message>
    <message>
        <source>warband</source>
        <translation>Kriegerbande</translation>
    </message>
    <message>
        <source>Undone: {step}</source>
        <translation>Rückgängig gemacht: {step}</translation>
    </message>
    <message>
        <source>{model} ({player}) placed knowingly against the rules, by agreement: {because}</source>
        <translation>{model} ({player}) bewusst gegen die Regeln aufgestellt, nach Absprache: {because}</translation>
    </message>
    <message>
        <source>{model} ({player}) {done} knowingly against the rules, by agreement: {because}</source>
        <translation>{model} ({player}) bewusst gegen die Regeln {done}, nach Absprache: {because}</translation>
    </message>
    <message>
        <source>models</source>
        <translation>Modelle</translation>
    </message>
    <message>
        <source>Threat Points</source>
        <translation>Bedrohungspunkte</translation>
    </message>
    <message>
        <source>Command Points</source>
        <translation>Kommandopunkte</translation>
    </message>
    <message>
        <source>{who}: {pool} {old} → {new} ({delta})</source>
        <translation>{who}: {pool} {old} → {new} ({delta})</translation>
    </message>
    <message>
        <source>{name} has no agreed set-up zone now</source>
        <translation>{name} hat jetzt keine abgesprochene Aufstellungszone</translation>
    </message>
    <message>
        <source>Set-up zone agreed for {name}: {zone}</source>
        <translation>Aufstellungszone für {name} abgesprochen: {zone}</translation>
    </message>
    <message>
        <source>{player} joins with {warband} ({rating}): {count} models from the roster {roster} ({source})</source>
        <translation>{player} tritt mit {warband} ({rating}) bei: {count} Modelle aus der Armeeliste {roster} ({source})</translation>
    </message>
    <message>
        <source>{player} joins with {warband} ({rating}): {count} models from the roster {roster}</source>
        <translation>{player} tritt mit {warband} ({rating}) bei: {count} Modelle aus der Armeeliste {roster}</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Flying</source>
        <translation>Fliegend</translation>
    </message>
    <message>
        <source>{inches} {kind}</source>
        <translation>{inches} {kind}</translation>
    </message>
    <message>
        <source>{player}&apos;s tray: {count} models from the roster {roster} ({source})</source>
        <translation>Ablage von {player}: {count} Modelle aus der Armeeliste {roster} ({source})</translation>
    </message>
    <message>
        <source>{player}&apos;s tray: {count} models from the roster {roster}</source>
        <translation>Ablage von {player}: {count} Modelle aus der Armeeliste {roster}</translation>
    </message>
    <message>
        <source>{model} ({player}) edited: Movement {movement}</source>
        <translation>{model} ({player}) bearbeitet: Bewegung {movement}</translation>
    </message>
    <message>
        <source>Movement {movement}</source>
        <translation>Bewegung {movement}</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>von Hand</translation>
    </message>
    <message>
        <source>{player} spends {cost} Threat Points to bring in {unit} by Scout and Secure ({left} left; S1, S3): place {model} touching the {edge} table edge</source>
        <translation>{player} gibt {cost} Bedrohungspunkte aus, um {unit} durch Scout and Secure hereinzubringen ({left} übrig; S1, S3): {model} an der Tischkante {edge} platzieren</translation>
    </message>
    <message>
        <source>Warning: {player} spent {cost} Threat Points to bring in {unit} but placed none of its models by the end of the turn: the {cost} Threat Points are refunded ({now} now; S3)</source>
        <translation>Warnung: {player} hat {cost} Bedrohungspunkte ausgegeben, um {unit} hereinzubringen, aber bis zum Ende des Zuges keines ihrer Modelle aufgestellt: die {cost} Bedrohungspunkte werden erstattet (jetzt {now}; S3)</translation>
    </message>
    <message>
        <source>highest warband rating</source>
        <translation>höchste Kriegerbandenstärke</translation>
    </message>
    <message>
        <source>tied rating, most models</source>
        <translation>gleiche Stärke, die meisten Modelle</translation>
    </message>
    <message>
        <source>tied rating and models, won the roll-off</source>
        <translation>gleiche Stärke und Modellzahl, beim Auswürfeln gewonnen</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>{player} defends ({why})</source>
        <translation>{player} verteidigt ({why})</translation>
    </message>
    <message>
        <source>set-up order</source>
        <translation>Aufstellungsreihenfolge</translation>
    </message>
    <message>
        <source>Set-up order: {players}</source>
        <translation>Aufstellungsreihenfolge: {players}</translation>
    </message>
    <message>
        <source>{player} deploys from the {edge} edge</source>
        <translation>{player} stellt von der Tischkante {edge} auf</translation>
    </message>
    <message>
        <source>{player} sets up in segment {segment}</source>
        <translation>{player} stellt in Segment {segment} auf</translation>
    </message>
    <message>
        <source>{counters}: {rolls}</source>
        <translation>{counters}: {rolls}</translation>
    </message>
    <message>
        <source>{player} places {counter} {number} at ({x}, {y}), against the scenario&apos;s limits by agreement ({reason})</source>
        <translation>{player} platziert {counter} {number} bei ({x}, {y}), nach Absprache gegen die Grenzen des Szenarios ({reason})</translation>
    </message>
    <message>
        <source>{player} places {counter} {number} at ({x}, {y})</source>
        <translation>{player} platziert {counter} {number} bei ({x}, {y})</translation>
    </message>
    <message>
        <source>{player}&apos;s {counter} cannot be placed and is left out</source>
        <translation>{counter} von {player} kann nicht platziert werden und entfällt</translation>
    </message>
    <message>
        <source>{model} ({player}) arrives from the reserve at ({x}, {y})</source>
        <translation>{model} ({player}) kommt aus der Reserve bei ({x}, {y}) an</translation>
    </message>
    <message>
        <source>The players</source>
        <translation>Die Spieler</translation>
    </message>
    <message>
        <source>1 model</source>
        <translation>1 Modell</translation>
    </message>
    <message>
        <source>{player} puts down {what} at once: {count} around ({x}, {y})</source>
        <translation>{player} stellt {what} auf einmal auf: {count} um ({x}, {y})</translation>
    </message>
    <message>
        <source>{player} set up in the middle and has no segment: they play first if they win the roll, otherwise after the last attacker clockwise (the scenario does not say; agree otherwise if you wish)</source>
        <translation>{player} hat in der Mitte aufgestellt und hat kein Segment: gewinnt diese Kriegerbande den Wurf, spielt sie zuerst, sonst nach dem letzten Angreifer im Uhrzeigersinn (das Szenario sagt es nicht; vereinbart es gern anders)</translation>
    </message>
    <message>
        <source>Order of play (M5): rolled {rolls}; {first} goes first, then clockwise: {order}. Turn 1: {first} plays</source>
        <translation>Spielreihenfolge (M5): gewürfelt {rolls}; {first} beginnt, dann im Uhrzeigersinn: {order}. Zug 1: {first} ist am Zug</translation>
    </message>
    <message>
        <source>Place {piece} ({kind}) at ({x}, {y})</source>
        <translation>{piece} ({kind}) bei ({x}, {y}) platzieren</translation>
    </message>
    <message>
        <source>Move {piece} to ({x}, {y})</source>
        <translation>{piece} nach ({x}, {y}) bewegen</translation>
    </message>
    <message>
        <source>Turn {piece} to {facing}°</source>
        <translation>{piece} auf {facing}° drehen</translation>
    </message>
    <message>
        <source>Reshape {piece}</source>
        <translation>Form von {piece} ändern</translation>
    </message>
    <message>
        <source>Resize {piece} to {width} x {depth} in</source>
        <translation>Größe von {piece} auf {width} x {depth} Zoll ändern</translation>
    </message>
    <message>
        <source>renamed {name}</source>
        <translation>umbenannt in {name}</translation>
    </message>
    <message>
        <source>now {kind}</source>
        <translation>jetzt {kind}</translation>
    </message>
    <message>
        <source>{height} in high</source>
        <translation>{height} Zoll hoch</translation>
    </message>
    <message>
        <source>enterable</source>
        <translation>betretbar</translation>
    </message>
    <message>
        <source>not enterable</source>
        <translation>nicht betretbar</translation>
    </message>
    <message>
        <source>Edit {piece}</source>
        <translation>{piece} bearbeiten</translation>
    </message>
    <message>
        <source>Edit {piece}: {changes}</source>
        <translation>{piece} bearbeiten: {changes}</translation>
    </message>
    <message>
        <source>Lock {piece}</source>
        <translation>{piece} sperren</translation>
    </message>
    <message>
        <source>Unlock {piece}</source>
        <translation>{piece} entsperren</translation>
    </message>
    <message>
        <source>Remove {piece}</source>
        <translation>{piece} entfernen</translation>
    </message>
    <message>
        <source>a table layout</source>
        <translation>einen Tischaufbau</translation>
    </message>
    <message>
        <source>Put down {layout} ({count} pieces)</source>
        <translation>{layout} aufbauen ({count} Teile)</translation>
    </message>
    <message>
        <source>{step}: {note}</source>
        <translation>{step}: {note}</translation>
    </message>
    <message>
        <source>New game: {scenario} on a {width} x {depth} in table; {players}</source>
        <translation>Neues Spiel: {scenario} auf einem Tisch von {width} x {depth} Zoll; {players}</translation>
    </message>
    <message>
        <source>{first} and {next}</source>
        <translation>{first} und {next}</translation>
    </message>
    <message>
        <source>Team: {players}</source>
        <translation>Team: {players}</translation>
    </message>
    <message>
        <source>end of the game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>start of turn {number}</source>
        <translation>Beginn von Zug {number}</translation>
    </message>
    <message>
        <source>turn {number}</source>
        <translation>Zug {number}</translation>
    </message>
    <message>
        <source>{moment}: {why}</source>
        <translation>{moment}: {why}</translation>
    </message>
    <message>
        <source>{who} {points} VP</source>
        <translation>{who} {points} SP</translation>
    </message>
    <message>
        <source>Turn {number}, the last, has ended: a draw, the highest totals are equal{points}.</source>
        <translation>Zug {number}, der letzte, ist beendet: unentschieden, die höchsten Summen sind gleich{points}.</translation>
    </message>
    <message>
        <source>Turn {number}, the last, has ended: {names} win together on victory points{points}.</source>
        <translation>Zug {number}, der letzte, ist beendet: {names} gewinnen gemeinsam nach Siegpunkten{points}.</translation>
    </message>
    <message>
        <source>Turn {number}, the last, has ended: {names} win on victory points{points}.</source>
        <translation>Zug {number}, der letzte, ist beendet: {names} gewinnen nach Siegpunkten{points}.</translation>
    </message>
    <message>
        <source>Turn {number}, the last, has ended: {names} wins on victory points{points}.</source>
        <translation>Zug {number}, der letzte, ist beendet: {names} gewinnt nach Siegpunkten{points}.</translation>
    </message>
    <message>
        <source>Every warband has left the game: nobody wins{points}.</source>
        <translation>Jede Kriegerbande hat das Spiel verlassen: niemand gewinnt{points}.</translation>
    </message>
    <message>
        <source>the last warband standing</source>
        <translation>die letzte verbliebene Kriegerbande</translation>
    </message>
    <message>
        <source>the last team on the table (C9)</source>
        <translation>das letzte Team auf dem Tisch (C9)</translation>
    </message>
    <message>
        <source>the last warbands on the table, all allied (C9)</source>
        <translation>die letzten Kriegerbanden auf dem Tisch, alle verbündet (C9)</translation>
    </message>
    <message>
        <source>no opponent can be given commands (S6)</source>
        <translation>kein Gegner kann Befehle erhalten (S6)</translation>
    </message>
    <message>
        <source>{names} win together: {why}{points}.</source>
        <translation>{names} gewinnen gemeinsam: {why}{points}.</translation>
    </message>
    <message>
        <source>{names} win: {why}{points}.</source>
        <translation>{names} gewinnen: {why}{points}.</translation>
    </message>
    <message>
        <source>{names} wins: {why}{points}.</source>
        <translation>{names} gewinnt: {why}{points}.</translation>
    </message>
    <message>
        <source>{first} and {second}: no free spot on the table {gap} in apart was found; they stay where they are</source>
        <translation>{first} und {second}: kein freier Platz auf dem Tisch {gap} Zoll auseinander gefunden; sie bleiben, wo sie sind</translation>
    </message>
    <message>
        <source>{model} could not move straight back from {other}; placed at ({x}, {y}) in instead</source>
        <translation>{model} konnte nicht gerade von {other} zurückweichen; stattdessen bei ({x}, {y}) Zoll aufgestellt</translation>
    </message>
    <message>
        <source>re-roll: {rolls}</source>
        <translation>Neuwurf: {rolls}</translation>
    </message>
    <message>
        <source>holds {objective}</source>
        <translation>hält {objective}</translation>
    </message>
    <message>
        <source>in an alliance</source>
        <translation>in einem Bündnis</translation>
    </message>
    <message>
        <source>1 enemy model taken out of action</source>
        <translation>1 gegnerisches Modell außer Gefecht gesetzt</translation>
    </message>
    <message>
        <source>{count} enemy models taken out of action</source>
        <translation>{count} gegnerische Modelle außer Gefecht gesetzt</translation>
    </message>
    <message>
        <source>a model within {reach} in of the centre</source>
        <translation>ein Modell innerhalb von {reach} Zoll um die Tischmitte</translation>
    </message>
    <message>
        <source>the most models within {reach} in of the centre ({count})</source>
        <translation>die meisten Modelle innerhalb von {reach} Zoll um die Tischmitte ({count})</translation>
    </message>
    <message>
        <source>{who}: {old} → {new} VP ({delta}, {why})</source>
        <translation>{who}: {old} → {new} SP ({delta}, {why})</translation>
    </message>
    <message>
        <source>{who}: {old} → {new} VP ({delta})</source>
        <translation>{who}: {old} → {new} SP ({delta})</translation>
    </message>
    <message>
        <source>the {name} layout</source>
        <translation>den Tischaufbau {name}</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>T{turn} · {text}</source>
        <translation>Z{turn} · {text}</translation>
    </message>
    <message>
        <source>Set-up · {text}</source>
        <translation>Aufstellung · {text}</translation>
    </message>
    <message>
        <source>{text}  (undone)</source>
        <translation>{text}  (rückgängig gemacht)</translation>
    </message>
    <message>
        <source>Undone (Ctrl+Z): kept in the log because it was seen</source>
        <translation>Rückgängig gemacht (Strg+Z): bleibt im Protokoll, weil es gesehen wurde</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Select one model on the board to edit it (or double-click it)</source>
        <translation>Wähle ein Modell auf dem Spielfeld, um es zu bearbeiten (oder doppelklicke es)</translation>
    </message>
    <message>
        <source>Mordheim has no activations: in their turn each player moves their whole warband, then End turn passes play clockwise (M5)</source>
        <translation>Mordheim hat keine Aktivierungen: In seinem Zug bewegt jeder Spieler seine ganze Kriegerbande, dann gibt Zug beenden im Uhrzeigersinn weiter (M5)</translation>
    </message>
    <message>
        <source>Select one model of the warband whose activation it is, then press Enter to activate it (C7)</source>
        <translation>Wähle ein Modell der Kriegerbande, die an der Reihe ist, und drücke dann Eingabe, um es zu aktivieren (C7)</translation>
    </message>
    <message>
        <source>Begin with bases under terrain?</source>
        <translation>Mit Bases unter Gelände beginnen?</translation>
    </message>
    <message>
        <source>{problems}

These models stand where bases may not. Begin play anyway (the players agree), or go back and move them?</source>
        <translation>{problems}

Diese Modelle stehen, wo keine Base stehen darf. Trotzdem mit dem Spiel beginnen (die Spieler sind einverstanden) oder zurückgehen und sie bewegen?</translation>
    </message>
    <message>
        <source>{name} ({system})[*] — Table Marshal</source>
        <translation>{name} ({system})[*] — Table Marshal</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;demo</source>
        <translation>&amp;Demo öffnen</translation>
    </message>
    <message>
        <source>&amp;Terrain layout</source>
        <translation>&amp;Geländeaufbau</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
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
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>{tip} (V)</source>
        <translation>{tip} (V)</translation>
    </message>
    <message>
        <source>Select a model to see its sight (V)</source>
        <translation>Wähle ein Modell, um seine Sichtlinien zu sehen (V)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <source>The game is over: {action} cannot be used. Ctrl+Z takes back the end.</source>
        <translation>Das Spiel ist vorbei: „{action}“ geht nicht mehr. Strg+Z nimmt das Ende zurück.</translation>
    </message>
    <message>
        <source>Not now. {now}</source>
        <translation>Jetzt nicht. {now}</translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation>Jetzt nicht.</translation>
    </message>
    <message>
        <source>Drag a model to move it (Ctrl+Z undoes). Wheel or Ctrl+= / Ctrl+- zooms, F fits the table, drag the background or hold the middle button to pan. Right-click a model for its status; double-click it to edit it; Delete takes the selected models off the table.

Terrain: drag pieces from the Terrain tab (View ▸ Terrain) onto the table; drag a piece to move it, R / Shift+R turns it, its square handles resize it, double-click edits it, right-click locks it, Delete removes it. File ▸ Terrain layout saves the table&apos;s pieces and opens them into a new game being set up. Sight (V) shades what the selected model sees and lists the enemies it sees, the closest first: a guide, the table has the final word.

The Turn panel moves the game on. Card games: &apos;Initiative phase&apos; deals the cards; click a model of the highlighted warband and press Enter (or use &apos;Activate next model&apos;) to activate it; &apos;End turn&apos; discards and refunds. Mordheim: roll the set-up order, click a free segment for each warband in turn, roll the order of play, and &apos;End turn&apos; passes play clockwise.

The &apos;Dice and draws&apos; tab has draws, roll-offs, the dice roller and the random hit for shooting into combat. Everything is in the event log; Ctrl+Z undoes.

To try the app: File ▸ Open demo has a card skirmish and an All-Out War game (Trench Crusade) and a Mordheim Treasure Hunt.</source>
        <translation>Ziehe ein Modell, um es zu bewegen (Strg+Z macht es rückgängig). Mausrad oder Strg+= / Strg+- zoomt, F passt den Tisch ins Fenster, Ziehen auf dem Hintergrund oder die mittlere Maustaste verschiebt die Ansicht. Rechtsklick auf ein Modell zeigt seinen Status; Doppelklick bearbeitet es; Entf nimmt die gewählten Modelle vom Tisch.

Gelände: Ziehe Stücke aus dem Reiter Gelände (Ansicht ▸ Gelände) auf den Tisch; Ziehen bewegt ein Stück, R / Umschalt+R dreht es, seine quadratischen Griffe ändern seine Größe, Doppelklick bearbeitet es, Rechtsklick sperrt es, Entf entfernt es. Datei ▸ Geländeaufbau speichert die Stücke des Tisches und öffnet sie in einem neuen Spiel, das aufgestellt wird. Sichtlinie (V) schattiert, was das gewählte Modell sieht, und listet die Gegner auf, die es sieht, die nächsten zuerst: eine Hilfe, das letzte Wort hat der Tisch.

Das Zug-Panel bringt das Spiel voran. Kartenspiele: „Initiativephase“ teilt die Karten aus; klicke ein Modell der hervorgehobenen Kriegerbande an und drücke Eingabe (oder „Nächstes Modell aktivieren“), um es zu aktivieren; „Zug beenden“ wirft ab und erstattet. Mordheim: Würfle die Aufstellungsreihenfolge, klicke für jede Kriegerbande der Reihe nach einen freien Abschnitt an, würfle die Spielreihenfolge, und „Zug beenden“ gibt im Uhrzeigersinn weiter.

Der Reiter „Würfel und Ziehungen“ hat Ziehungen, Auswürfeln, den Würfelroller und den zufälligen Treffer beim Schießen in einen Nahkampf. Alles steht im Ereignisprotokoll; Strg+Z macht es rückgängig.

Zum Ausprobieren: Datei ▸ Demo öffnen hat ein Karten-Scharmützel und ein All-Out-War-Spiel (Trench Crusade) und eine Mordheim-Schatzsuche.</translation>
    </message>
    <message>
        <source>Table Marshal help</source>
        <translation>Table-Marshal-Hilfe</translation>
    </message>
    <message>
        <source>Log folder: {folder}</source>
        <translation>Protokollordner: {folder}</translation>
    </message>
</context>
<context>
    <name>ModelEditor</name>
    <message>
        <source>Edit {model}</source>
        <translation>{model} bearbeiten</translation>
    </message>
    <message>
        <source>The few letters on the token: at most {count}, unique in the warband. Left empty, they are made from the name.</source>
        <translation>Die wenigen Buchstaben auf dem Marker: höchstens {count}, einmalig in der Kriegerbande. Leer gelassen, werden sie aus dem Namen gebildet.</translation>
    </message>
    <message>
        <source>(alone)</source>
        <translation>(allein)</translation>
    </message>
    <message>
        <source>Where an oval or rectangular base faces: degrees anticlockwise as drawn, 90 towards the top edge</source>
        <translation>Wohin eine ovale oder rechteckige Base blickt: Grad gegen den Uhrzeigersinn wie gezeichnet, 90 zum oberen Rand</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>The model&apos;s Movement in inches, from its roster&apos;s profile (R1); &quot;unknown&quot; shows no reach</source>
        <translation>Die Bewegung des Modells in Zoll, aus dem Profil seiner Armeeliste (R1); „unbekannt“ zeigt keine Reichweite</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Flying</source>
        <translation>Fliegend</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Short label</source>
        <translation>Kürzel</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Ausrichtung</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Movement type</source>
        <translation>Bewegungsart</translation>
    </message>
    <message>
        <source>Mend what is said beside the field first</source>
        <translation>Behebe zuerst, was neben dem Feld steht</translation>
    </message>
</context>
<context>
    <name>ModelMenu</name>
    <message>
        <source>Activate</source>
        <translation>Aktivieren</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Edit model…</source>
        <translation>Modell bearbeiten…</translation>
    </message>
    <message>
        <source>Back to the tray</source>
        <translation>Zurück in die Ablage</translation>
    </message>
    <message>
        <source>Take off the table</source>
        <translation>Vom Tisch nehmen</translation>
    </message>
    <message>
        <source>{warband} routs…</source>
        <translation>{warband} flieht…</translation>
    </message>
    <message>
        <source>{warband} flees…</source>
        <translation>{warband} flieht…</translation>
    </message>
</context>
<context>
    <name>NewGameWizard</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>%n of your own scenario files were skipped:</source>
        <translation>%n deiner eigenen Szenariodateien wurden übersprungen:</translation>
    </message>
</context>
<context>
    <name>PalettePanel</name>
    <message>
        <source>Drag a piece onto the table. Click a piece to select it; drag it to move it; R / Shift+R turn it 15° (with Ctrl 1°); the square handles resize it; double-click edits its name, kind and height; right-click locks it (a drag then moves the models on it); Delete takes it away. Ctrl+Z undoes.</source>
        <translation>Zieh ein Geländestück auf den Tisch. Klick auf ein Stück wählt es aus; Ziehen bewegt es; R / Umschalt+R dreht es um 15° (mit Strg 1°); die quadratischen Griffe ändern seine Größe; Doppelklick bearbeitet Name, Art und Höhe; Rechtsklick sperrt es (Ziehen bewegt dann die Modelle darauf); Entf nimmt es weg. Strg+Z macht rückgängig.</translation>
    </message>
    <message>
        <source>{piece} ({kind}, {height} in high)</source>
        <translation>{piece} ({kind}, {height} Zoll hoch)</translation>
    </message>
    <message>
        <source>{piece} ({kind}, {width} x {depth} in, {height} in high)</source>
        <translation>{piece} ({kind}, {width} x {depth} Zoll, {height} Zoll hoch)</translation>
    </message>
    <message>
        <source>Terrain pieces</source>
        <translation>Geländestücke</translation>
    </message>
    <message>
        <source>The terrain palette could not be read: {error}</source>
        <translation>Die Geländepalette konnte nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>Drag onto the table to put it down (T1)</source>
        <translation>Auf den Tisch ziehen, um es abzustellen (T1)</translation>
    </message>
</context>
<context>
    <name>PieceDialog</name>
    <message>
        <source>Terrain piece: {piece}</source>
        <translation>Geländestück: {piece}</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>&amp;Art</translation>
    </message>
    <message>
        <source> in</source>
        <translation> Zoll</translation>
    </message>
    <message>
        <source>A piece lower than 1 in never blocks sight (T3)</source>
        <translation>Ein Geländestück unter 1 Zoll Höhe blockiert nie die Sicht (T3)</translation>
    </message>
    <message>
        <source>&amp;Height</source>
        <translation>&amp;Höhe</translation>
    </message>
    <message>
        <source>Bases may stand inside (an enterable building)</source>
        <translation>Bases dürfen darin stehen (ein betretbares Gebäude)</translation>
    </message>
</context>
<context>
    <name>PieceMenu</name>
    <message>
        <source>Edit {piece}…</source>
        <translation>{piece} bearbeiten…</translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation>Entsperren</translation>
    </message>
    <message>
        <source>A drag on the piece moves it again</source>
        <translation>Ziehen am Geländestück bewegt es wieder</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Sperren</translation>
    </message>
    <message>
        <source>A drag on the piece then moves the models on it, not the piece</source>
        <translation>Ziehen am Geländestück bewegt dann die Modelle darauf, nicht das Stück</translation>
    </message>
    <message>
        <source>Turn left 15°</source>
        <translation>15° nach links drehen</translation>
    </message>
    <message>
        <source>Turn right 15°</source>
        <translation>15° nach rechts drehen</translation>
    </message>
    <message>
        <source>Remove from the table</source>
        <translation>Vom Tisch entfernen</translation>
    </message>
</context>
<context>
    <name>Placement</name>
    <message>
        <source>{reason}: markers cannot lie on top of each other</source>
        <translation>{reason}: Marker dürfen nicht aufeinander liegen</translation>
    </message>
    <message>
        <source>{reason}: a {thing} must lie wholly on the table</source>
        <translation>{reason}: {thing} muss vollständig auf dem Spielfeld liegen</translation>
    </message>
    <message>
        <source>Part of the marker is off the table</source>
        <translation>Ein Teil des Markers liegt außerhalb des Spielfelds</translation>
    </message>
    <message>
        <source>Not wholly within {range} of the table centre: part of it is {far} away</source>
        <translation>Nicht vollständig innerhalb von {range} um die Spielfeldmitte: ein Teil davon ist {far} entfernt</translation>
    </message>
    <message>
        <source>Overlaps {marker}</source>
        <translation>Überlappt {marker}</translation>
    </message>
    <message>
        <source>Too close to {marker}: {gap}, must be more than {range}</source>
        <translation>Zu nah an {marker}: {gap}, es müssen mehr als {range} sein</translation>
    </message>
    <message>
        <source>Too close to your own {marker}: {gap}, must be more than {range}</source>
        <translation>Zu nah an deinem eigenen Marker {marker}: {gap}, es müssen mehr als {range} sein</translation>
    </message>
    <message>
        <source>Too close to {piece} (impassable terrain): {gap}, a {name} must be more than {range} from it (T2)</source>
        <translation>Zu nah an {piece} (unpassierbares Gelände): {gap}, {name} muss mehr als {range} davon entfernt sein (T2)</translation>
    </message>
    <message>
        <source>{piece} is impassable terrain {distance} from the table centre: this scenario has none within {range} of it (T2)</source>
        <translation>{piece} ist unpassierbares Gelände {distance} von der Spielfeldmitte entfernt: dieses Szenario erlaubt keines innerhalb von {range} um sie (T2)</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <source>Fled</source>
        <translation>Geflohen</translation>
    </message>
    <message>
        <source>Routed</source>
        <translation>Aufgerieben</translation>
    </message>
    <message>
        <source>Wiped out</source>
        <translation>Ausgelöscht</translation>
    </message>
    <message>
        <source>{how} — out of the game</source>
        <translation>{how} — aus dem Spiel</translation>
    </message>
    <message>
        <source>Threat {value}</source>
        <translation>Bedrohung {value}</translation>
    </message>
    <message>
        <source>Spend 1 Threat Point (S1)</source>
        <translation>1 Bedrohungspunkt ausgeben (S1)</translation>
    </message>
    <message>
        <source>Gain 1 Threat Point (S1)</source>
        <translation>1 Bedrohungspunkt erhalten (S1)</translation>
    </message>
    <message>
        <source>Command {value}</source>
        <translation>Kommando {value}</translation>
    </message>
    <message>
        <source>Spend 1 Command Point (S1)</source>
        <translation>1 Kommandopunkt ausgeben (S1)</translation>
    </message>
    <message>
        <source>Gain 1 Command Point (S1)</source>
        <translation>1 Kommandopunkt erhalten (S1)</translation>
    </message>
    <message>
        <source>Victory points (V1)</source>
        <translation>Siegpunkte (V1)</translation>
    </message>
    <message>
        <source>Take away 1 victory point by hand (V1)</source>
        <translation>1 Siegpunkt von Hand abziehen (V1)</translation>
    </message>
    <message>
        <source>Add 1 victory point by hand (V1)</source>
        <translation>1 Siegpunkt von Hand hinzufügen (V1)</translation>
    </message>
    <message>
        <source>Team VP {vp}</source>
        <translation>Team-SP {vp}</translation>
    </message>
    <message>
        <source>VP {vp}</source>
        <translation>SP {vp}</translation>
    </message>
    <message>
        <source>The game is over: the victory points are final (V2).</source>
        <translation>Das Spiel ist vorbei: die Siegpunkte stehen fest (V2).</translation>
    </message>
    <message>
        <source>Alliance ▾</source>
        <translation>Bündnis ▾</translation>
    </message>
    <message>
        <source>Propose or break an alliance (M10)</source>
        <translation>Ein Bündnis anbieten oder brechen (M10)</translation>
    </message>
    <message>
        <source>Flee…</source>
        <translation>Fliehen…</translation>
    </message>
    <message>
        <source>The warband flees: its models leave the table (C9, M9)</source>
        <translation>Die Kriegerbande flieht: ihre Modelle verlassen den Tisch (C9, M9)</translation>
    </message>
    <message>
        <source>{name} · rating {rating}</source>
        <translation>{name} · Bandenwert {rating}</translation>
    </message>
    <message>
        <source>Waiting for a card · 1 model</source>
        <translation>Wartet auf eine Karte · 1 Modell</translation>
    </message>
    <message>
        <source>Waiting for a card · {total} models</source>
        <translation>Wartet auf eine Karte · {total} Modelle</translation>
    </message>
    <message>
        <source>▶ Activating now · {left} of {total} left</source>
        <translation>▶ Aktiviert jetzt · {left} von {total} übrig</translation>
    </message>
    <message>
        <source>{left} of {total} to activate</source>
        <translation>{left} von {total} zu aktivieren</translation>
    </message>
    <message>
        <source>All activated</source>
        <translation>Alle aktiviert</translation>
    </message>
    <message>
        <source>Rout…</source>
        <translation>Flucht…</translation>
    </message>
    <message>
        <source>The warband routs: its models leave the table (M9)</source>
        <translation>Die Kriegerbande flieht: ihre Modelle verlassen den Tisch (M9)</translation>
    </message>
    <message>
        <source>The warband flees: its models leave the table (C9)</source>
        <translation>Die Kriegerbande flieht: ihre Modelle verlassen den Tisch (C9)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>team {vp} VP</source>
        <translation>Team {vp} SP</translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} SP</translation>
    </message>
    <message>
        <source>{name} · rating {rating} · segment {segment}</source>
        <translation>{name} · Bandenwert {rating} · Abschnitt {segment}</translation>
    </message>
    <message>
        <source>Set-up segment {segment}</source>
        <translation>Aufstellungsabschnitt {segment}</translation>
    </message>
    <message>
        <source>No set-up segment yet</source>
        <translation>Noch kein Aufstellungsabschnitt</translation>
    </message>
    <message>
        <source>▶ Playing now</source>
        <translation>▶ Spielt jetzt</translation>
    </message>
    <message>
        <source>Plays next</source>
        <translation>Spielt als Nächstes</translation>
    </message>
    <message>
        <source>Sets up {nth}</source>
        <translation>Stellt als {nth} auf</translation>
    </message>
    <message>
        <source>Sets up along segment {segment}</source>
        <translation>Stellt entlang Abschnitt {segment} auf</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Stellt auf</translation>
    </message>
    <message>
        <source> · defender</source>
        <translation> · Verteidiger</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Wartet</translation>
    </message>
    <message>
        <source> · {nth} in order</source>
        <translation> · {nth} in der Reihenfolge</translation>
    </message>
    <message>
        <source>Allied with {names} (they block no run and draw no forced charge, M10)</source>
        <translation>Verbündet mit {names} (sie verhindern keinen Sprint und erzwingen keinen Angriff, M10)</translation>
    </message>
    <message>
        <source>Allied with {names}</source>
        <translation>Verbündet mit {names}</translation>
    </message>
    <message>
        <source>Offered an alliance to {names}</source>
        <translation>Hat {names} ein Bündnis angeboten</translation>
    </message>
    <message>
        <source>Underdog: +{bonus} experience (M6)</source>
        <translation>Außenseiter: +{bonus} Erfahrung (M6)</translation>
    </message>
    <message>
        <source>Holds the Initiative: the highest card (C6)</source>
        <translation>Hat die Initiative: die höchste Karte (C6)</translation>
    </message>
    <message>
        <source>Refund: +{refund} Threat Points (S7)</source>
        <translation>Rückerstattung: +{refund} Bedrohungspunkte (S7)</translation>
    </message>
    <message>
        <source>★ Winner</source>
        <translation>★ Sieger</translation>
    </message>
    <message>
        <source>The game is over: the points no longer change.</source>
        <translation>Das Spiel ist vorbei: die Punkte ändern sich nicht mehr.</translation>
    </message>
    <message>
        <source>{name}&apos;s warband has left the game.</source>
        <translation>Die Kriegerbande von {name} hat das Spiel verlassen.</translation>
    </message>
    <message>
        <source>{name} offers an alliance</source>
        <translation>{name} bietet ein Bündnis an</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>{name} accepts (M10)</source>
        <translation>{name} nimmt an (M10)</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>{name} refuses (M10)</source>
        <translation>{name} lehnt ab (M10)</translation>
    </message>
    <message>
        <source>The game is over: no more alliances.</source>
        <translation>Das Spiel ist vorbei: keine Bündnisse mehr.</translation>
    </message>
    <message>
        <source>Fixed teams: team-mates stay allies all game and no other alliance can be made</source>
        <translation>Feste Teams: Teamkameraden bleiben das ganze Spiel verbündet, andere Bündnisse sind nicht möglich</translation>
    </message>
    <message>
        <source>Propose to {warband} ({name})</source>
        <translation>{warband} ({name}) anbieten</translation>
    </message>
    <message>
        <source>Propose to all {count} others</source>
        <translation>Allen {count} anderen anbieten</translation>
    </message>
    <message>
        <source>Break alliance with {warband}</source>
        <translation>Bündnis mit {warband} brechen</translation>
    </message>
    <message>
        <source>Alliances are proposed at the start of your own turn (M10)</source>
        <translation>Bündnisse werden zu Beginn des eigenen Zuges angeboten (M10)</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>{n}st</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>{n}nd</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>{n}rd</source>
        <translation>{n}.</translation>
    </message>
</context>
<context>
    <name>PlayerSetup</name>
    <message>
        <source>Player {number} needs a name.</source>
        <translation>Spieler {number} braucht einen Namen.</translation>
    </message>
    <message>
        <source>Two players are called {name}: give each a different name.</source>
        <translation>Zwei Spieler heißen {name}: gib jedem einen anderen Namen.</translation>
    </message>
    <message>
        <source>Two players have the mark {mark}: give each a different mark.</source>
        <translation>Zwei Spieler haben das Zeichen {mark}: gib jedem ein anderes Zeichen.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} und {last}</translation>
    </message>
    <message>
        <source>{who} has no models yet: enter their roster (Roster…) or open a saved one.</source>
        <translation>{who} hat noch keine Modelle: gib die Armeeliste ein (Armeeliste…) oder öffne eine gespeicherte.</translation>
    </message>
    <message>
        <source>{who} have no models yet: enter their roster (Roster…) or open a saved one.</source>
        <translation>{who} haben noch keine Modelle: gebt ihre Armeelisten ein (Armeeliste…) oder öffnet gespeicherte.</translation>
    </message>
    <message>
        <source>Two players have the colour {colour}: their models will look alike except for the mark.</source>
        <translation>Zwei Spieler haben die Farbe {colour}: ihre Modelle sehen bis auf das Zeichen gleich aus.</translation>
    </message>
    <message>
        <source>{player}&apos;s roster is a {roster} roster; the game is {game}: open or enter a {game} roster.</source>
        <translation>Die Armeeliste von {player} ist eine {roster}-Liste; gespielt wird {game}: öffne oder erfasse eine {game}-Liste.</translation>
    </message>
    <message>
        <source>Enter {player}&apos;s warband rating from the roster sheet: Mordheim uses it, not the gold crowns, for the defender (M2) and the underdog (M6).</source>
        <translation>Gib die Bandenstärke von {player} vom Bandenbogen ein: Mordheim nutzt sie, nicht die Goldkronen, für den Verteidiger (M2) und den Außenseiter (M6).</translation>
    </message>
    <message>
        <source>{names} (tied: they agree or roll off)</source>
        <translation>{names} (Gleichstand: sie einigen sich oder würfeln aus)</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Scenario roll {roll}: the lowest warband rating chooses the scenario (M11): {chooser}, rating {rating}.</source>
        <translation>Szenariowurf {roll}: die niedrigste Bandenstärke wählt das Szenario (M11): {chooser}, Stärke {rating}.</translation>
    </message>
</context>
<context>
    <name>PlayerSetupRow</name>
    <message>
        <source>The warband rating from the warband&apos;s roster sheet (its experience, plus 5 for each warband member and 20 for each large creature). Mordheim uses it to pick the defender (M2) and the underdog (M6); it is not the warband&apos;s value in gold crowns.</source>
        <translation>Die Bandenstärke vom Bandenbogen der Kriegerbande (ihre Erfahrung, plus 5 für jedes Bandenmitglied und 20 für jede große Kreatur). Mordheim bestimmt damit den Verteidiger (M2) und den Außenseiter (M6); sie ist nicht der Wert der Kriegerbande in Goldkronen.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Bluish green</source>
        <translation>Blaugrün</translation>
    </message>
    <message>
        <source>Vermillion</source>
        <translation>Zinnoberrot</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Himmelblau</translation>
    </message>
    <message>
        <source>Reddish purple</source>
        <translation>Rotviolett</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>Warband name</source>
        <translation>Name der Kriegerbande</translation>
    </message>
    <message>
        <source>enter</source>
        <translation>eingeben</translation>
    </message>
    <message>
        <source>Warband rating; by default the roster&apos;s total cost</source>
        <translation>Bandenstärke; standardmäßig die Gesamtkosten der Armeeliste</translation>
    </message>
    <message>
        <source>A letter drawn on the bases, so colour is never the only cue; left empty, the letter shown greyed is used</source>
        <translation>Ein Buchstabe auf den Bases, damit die Farbe nie das einzige Erkennungszeichen ist; leer gelassen, gilt der grau angezeigte Buchstabe</translation>
    </message>
    <message>
        <source>Team {number}</source>
        <translation>Team {number}</translation>
    </message>
    <message>
        <source>Roster…</source>
        <translation>Armeeliste…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Use a saved roster file</source>
        <translation>Eine gespeicherte Armeeliste verwenden</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Import a roster from BattleScribe or New Recruit (.ros, .rosz, .json) or a Trench Companion warband (.json); the roster editor opens on it to check the bases</source>
        <translation>Eine Armeeliste aus BattleScribe oder New Recruit (.ros, .rosz, .json) oder eine Kriegerbande aus Trench Companion (.json) importieren; der Armeelisten-Editor öffnet sich damit, um die Bases zu prüfen</translation>
    </message>
    <message>
        <source>no models</source>
        <translation>keine Modelle</translation>
    </message>
    <message>
        <source>{player} keeps {roster} ({summary}).</source>
        <translation>{player} behält {roster} ({summary}).</translation>
    </message>
    <message>
        <source>the roster</source>
        <translation>die Armeeliste</translation>
    </message>
    <message>
        <source>{player} has no roster yet.</source>
        <translation>{player} hat noch keine Armeeliste.</translation>
    </message>
    <message>
        <source>{file} was not imported: {why}. {kept}</source>
        <translation>{file} wurde nicht importiert: {why}. {kept}</translation>
    </message>
    <message>
        <source>{file} was not opened: {why}. {kept}</source>
        <translation>{file} wurde nicht geöffnet: {why}. {kept}</translation>
    </message>
    <message>
        <source>a {system} roster</source>
        <translation>eine Armeeliste für {system}</translation>
    </message>
    <message>
        <source>{count} model</source>
        <translation>{count} Modell</translation>
    </message>
    <message>
        <source>{count} models</source>
        <translation>{count} Modelle</translation>
    </message>
    <message>
        <source> (+{away} not placed)</source>
        <translation> (+{away} nicht aufgestellt)</translation>
    </message>
    <message>
        <source>{models}, cost {cost}</source>
        <translation>{models}, Kosten {cost}</translation>
    </message>
    <message>
        <source>Imported from {source}</source>
        <translation>Importiert aus {source}</translation>
    </message>
    <message>
        <source>This is a {roster_system} roster; the game is {game_system}.</source>
        <translation>Dies ist eine Armeeliste für {roster_system}; das Spiel ist {game_system}.</translation>
    </message>
    <message>
        <source>Import roster</source>
        <translation>Armeeliste importieren</translation>
    </message>
    <message>
        <source>Open roster</source>
        <translation>Armeeliste öffnen</translation>
    </message>
    <message>
        <source>Table Marshal rosters (*.json)</source>
        <translation>Table-Marshal-Armeelisten (*.json)</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Name each player and enter their warband&apos;s roster (or open a saved one). The rating defaults to the roster&apos;s total cost.</source>
        <translation>Gib jedem Spieler einen Namen und trage die Armeeliste seiner Kriegerbande ein (oder öffne eine gespeicherte). Die Bandenstärke ist standardmäßig die Gesamtkosten der Armeeliste.</translation>
    </message>
    <message>
        <source>Name each player, enter their warband&apos;s roster (or open a saved one) and its warband rating from the roster sheet: Mordheim uses the rating, not the gold crowns, for the defender (M2) and the underdog (M6).</source>
        <translation>Gib jedem Spieler einen Namen, trage die Armeeliste seiner Kriegerbande ein (oder öffne eine gespeicherte) und ihre Bandenstärke vom Bandenbogen: Mordheim nutzt die Bandenstärke, nicht die Goldkronen, für den Verteidiger (M2) und den Außenseiter (M6).</translation>
    </message>
    <message>
        <source>Players and warbands</source>
        <translation>Spieler und Kriegerbanden</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Kriegerbande</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Armeeliste</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>a player</source>
        <translation>ein Spieler</translation>
    </message>
    <message>
        <source>The rosters of {players} were for another game system and were left out: enter or open their {system} rosters.</source>
        <translation>Die Armeelisten von {players} waren für ein anderes Spielsystem und wurden weggelassen: Trage ihre Armeelisten für {system} ein oder öffne sie.</translation>
    </message>
    <message>
        <source>{chooser} Go Back to change the scenario if they want another.</source>
        <translation>{chooser} Geh zurück, um das Szenario zu ändern, falls ein anderes gewünscht ist.</translation>
    </message>
</context>
<context>
    <name>RaceTable</name>
    <message>
        <source>?: no model of {names} has a known Movement (R1), so no number; the model editor sets it.</source>
        <translation>?: kein Modell von {names} hat eine bekannte Bewegung (R1), also keine Zahl; der Modelleditor legt sie fest.</translation>
    </message>
    <message>
        <source>{name}: no model has a known Movement (R1); set it in the model editor</source>
        <translation>{name}: kein Modell hat eine bekannte Bewegung (R1); leg sie im Modelleditor fest</translation>
    </message>
    <message>
        <source>{name}: no way there round the terrain, or no model on the table or set-up zone to start from (R5)</source>
        <translation>{name}: kein Weg um das Gelände dorthin, oder kein Modell auf dem Tisch bzw. keine Aufstellungszone als Start (R5)</translation>
    </message>
    <message>
        <source>{name}: already within control range (R5)</source>
        <translation>{name}: bereits in Kontrollreichweite (R5)</translation>
    </message>
    <message>
        <source>{name}: 1 turn for its fastest model (R5)</source>
        <translation>{name}: 1 Zug für ihr schnellstes Modell (R5)</translation>
    </message>
    <message>
        <source>{name}: %n turns for its fastest model (R5)</source>
        <translation>{name}: %n Züge für ihr schnellstes Modell (R5)</translation>
    </message>
    <message>
        <source>tie: {names}</source>
        <translation>Gleichstand: {names}</translation>
    </message>
    <message>
        <source>No model has a known Movement (R1): no race to show; the model editor sets it.</source>
        <translation>Kein Modell hat eine bekannte Bewegung (R1): kein Wettlauf zu zeigen; der Modelleditor legt sie fest.</translation>
    </message>
    <message>
        <source>{objective}: {cells}; first: {first}</source>
        <translation>{objective}: {cells}; zuerst: {first}</translation>
    </message>
    <message>
        <source>—: no way there round the terrain yet.</source>
        <translation>—: noch kein Weg um das Gelände dorthin.</translation>
    </message>
    <message>
        <source>Race to the objectives (R5)</source>
        <translation>Wettlauf zu den Missionszielen (R5)</translation>
    </message>
    <message>
        <source>Turns each warband&apos;s fastest model needs to bring its base within control range, going round the terrain and ignoring other models. 0: a model is already within it (no Movement needed). —: no way there yet. Bold: first (ties: all of them).</source>
        <translation>Züge, die das schnellste Modell jeder Kriegerbande braucht, um seine Base in Kontrollreichweite zu bringen, um das Gelände herum und ohne andere Modelle. 0: ein Modell ist schon darin (ohne Bewegung). —: noch kein Weg dorthin. Fett: zuerst (bei Gleichstand: alle).</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Zuerst</translation>
    </message>
    <message>
        <source>This game has no objectives to race to.</source>
        <translation>Dieses Spiel hat keine Missionsziele für einen Wettlauf.</translation>
    </message>
    <message>
        <source>Race to the objectives (R5): turns needed</source>
        <translation>Wettlauf zu den Missionszielen (R5): benötigte Züge</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Wettlauf</translation>
    </message>
</context>
<context>
    <name>Reach</name>
    <message>
        <source>move {inches}</source>
        <translation>Bewegung {inches}</translation>
    </message>
    <message>
        <source>charge {inches}</source>
        <translation>Angriff {inches}</translation>
    </message>
    <message>
        <source>charge: certain</source>
        <translation>Angriff: sicher</translation>
    </message>
    <message>
        <source>charge: likely</source>
        <translation>Angriff: wahrscheinlich</translation>
    </message>
    <message>
        <source>charge: long shot</source>
        <translation>Angriff: unwahrscheinlich</translation>
    </message>
    <message>
        <source>No model on the table has a known Movement: no charge reach to show (set it in the model editor)</source>
        <translation>Kein Modell auf dem Tisch hat eine bekannte Bewegung: keine Angriffsreichweite zu zeigen (im Modelleditor festlegen)</translation>
    </message>
    <message>
        <source>No enemy model of {player}&apos;s on the table has a known Movement: no charge reach to show (set it in the model editor)</source>
        <translation>Kein Modell der Feinde von {player} auf dem Tisch hat eine bekannte Bewegung: keine Angriffsreichweite zu zeigen (im Modelleditor festlegen)</translation>
    </message>
    <message>
        <source>Charge reach of every model with a known Movement: {n}</source>
        <translation>Angriffsreichweite jedes Modells mit bekannter Bewegung: {n}</translation>
    </message>
    <message>
        <source>Charge reach of {player}&apos;s enemies: 1 model (Shift held; solid line: certain to reach)</source>
        <translation>Angriffsreichweite der Feinde von {player}: 1 Modell (Umschalt gedrückt; durchgezogene Linie: reicht sicher)</translation>
    </message>
    <message>
        <source>Charge reach of {player}&apos;s enemies: %n models (Shift held; solid line: certain to reach)</source>
        <translation>Angriffsreichweite der Feinde von {player}: %n Modelle (Umschalt gedrückt; durchgezogene Linie: reicht sicher)</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>this scenario is played in fixed teams: team-mates stay allies all game and no other alliance can be made</source>
        <translation>dieses Szenario wird in festen Teams gespielt: Teamkameraden bleiben das ganze Spiel verbündet, und kein anderes Bündnis ist möglich</translation>
    </message>
    <message>
        <source>name at least one warband to ally with</source>
        <translation>nenne mindestens eine Kriegerbande als Verbündeten</translation>
    </message>
    <message>
        <source>{name} is out of the game</source>
        <translation>{name} ist aus dem Spiel</translation>
    </message>
    <message>
        <source>{name} may propose an alliance only at the start of their own turn</source>
        <translation>{name} darf ein Bündnis nur zu Beginn des eigenen Zuges anbieten</translation>
    </message>
    <message>
        <source>a warband cannot ally with itself</source>
        <translation>eine Kriegerbande kann sich nicht mit sich selbst verbünden</translation>
    </message>
    <message>
        <source>{name} and {other} are already allies</source>
        <translation>{name} und {other} sind bereits Verbündete</translation>
    </message>
    <message>
        <source>{name} has not offered {other} an alliance</source>
        <translation>{name} hat {other} kein Bündnis angeboten</translation>
    </message>
    <message>
        <source>{name} and {other} are not allies</source>
        <translation>{name} und {other} sind keine Verbündeten</translation>
    </message>
    <message>
        <source>{name} and {other} are in the same warband</source>
        <translation>{name} und {other} gehören zur selben Kriegerbande</translation>
    </message>
    <message>
        <source>{name} cannot be targeted: it came on by Scout and Secure and has not moved since (S3)</source>
        <translation>{name} kann nicht als Ziel gewählt werden: es kam durch Scout and Secure ins Spiel und hat sich seitdem nicht bewegt (S3)</translation>
    </message>
    <message>
        <source>{name} cannot move to ({x}, {y}): not a position on the table</source>
        <translation>{name} kann nicht nach ({x}, {y}): das ist kein Ort auf dem Spielfeld</translation>
    </message>
    <message>
        <source>a player is named twice</source>
        <translation>ein Spieler ist doppelt genannt</translation>
    </message>
    <message>
        <source>choose two players or more: a draw or a roll-off ranks them</source>
        <translation>wähle zwei oder mehr Spieler: ein Ziehen oder ein Auswürfeln legt ihre Reihenfolge fest</translation>
    </message>
    <message>
        <source>{name} is in no close combat: no base touches an enemy&apos;s (M8)</source>
        <translation>{name} ist in keinem Nahkampf: keine Base berührt die eines Feindes (M8)</translation>
    </message>
    <message>
        <source>{name} cannot shoot into this combat: a model of its own warband is fighting in it</source>
        <translation>{name} kann nicht in diesen Nahkampf schießen: ein Modell der eigenen Kriegerbande kämpft darin</translation>
    </message>
    <message>
        <source>{name} is not on the table</source>
        <translation>{name} ist nicht auf dem Spielfeld</translation>
    </message>
    <message>
        <source>{name} not moved: {reason}</source>
        <translation>{name} nicht bewegt: {reason}</translation>
    </message>
    <message>
        <source>select a model on the board first</source>
        <translation>wähle zuerst ein Modell auf dem Spielfeld</translation>
    </message>
    <message>
        <source>{name} is not on the table ({status})</source>
        <translation>{name} ist nicht auf dem Spielfeld ({status})</translation>
    </message>
    <message>
        <source>{name} is not on the table: its status stays {status}</source>
        <translation>{name} ist nicht auf dem Spielfeld: sein Status bleibt {status}</translation>
    </message>
    <message>
        <source>nothing about {name} has changed</source>
        <translation>an {name} hat sich nichts geändert</translation>
    </message>
    <message>
        <source>The game is under way: a roster&apos;s models go in a tray only before play starts</source>
        <translation>Das Spiel läuft bereits: die Modelle einer Armeeliste kommen nur vor Spielbeginn in die Ablage</translation>
    </message>
    <message>
        <source>This game is set up without a set-up tray (it has no scenario plan): start a New game with this roster instead</source>
        <translation>Dieses Spiel wurde ohne Aufstellungsablage angelegt (es hat keinen Szenarioplan): starte stattdessen ein neues Spiel mit dieser Armeeliste</translation>
    </message>
    <message>
        <source>this is a {roster} roster; the game is {game}</source>
        <translation>dies ist eine Armeeliste für {roster}; das Spiel ist {game}</translation>
    </message>
    <message>
        <source>the roster {name} holds no model to place</source>
        <translation>die Armeeliste {name} enthält kein Modell zum Aufstellen</translation>
    </message>
    <message>
        <source>the roster&apos;s {count} models would make {total} in the game; a game holds at most {most}</source>
        <translation>die {count} Modelle der Armeeliste ergäben {total} im Spiel; ein Spiel fasst höchstens {most}</translation>
    </message>
    <message>
        <source>a Movement is a number of inches</source>
        <translation>eine Bewegung ist eine Zahl in Zoll</translation>
    </message>
    <message>
        <source>a Movement is 0 to {most} inches</source>
        <translation>eine Bewegung beträgt 0 bis {most} Zoll</translation>
    </message>
    <message>
        <source>{name}&apos;s Movement type is one of {kinds} in {system}</source>
        <translation>die Bewegungsart von {name} ist in {system} eine von: {kinds}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>a total is kept within ±{most} VP</source>
        <translation>eine Summe bleibt innerhalb von ±{most} SP</translation>
    </message>
    <message>
        <source>Scout and Secure brings units in once the game has started (S3)</source>
        <translation>Scout and Secure bringt Einheiten erst nach Spielbeginn ins Spiel (S3)</translation>
    </message>
    <message>
        <source>Scout and Secure brings units in at the start of a turn: deal the next turn&apos;s Initiative cards first (S3)</source>
        <translation>Scout and Secure bringt Einheiten zu Beginn eines Zuges ins Spiel: teile zuerst die Initiativkarten des nächsten Zuges aus (S3)</translation>
    </message>
    <message>
        <source>Scout and Secure brings units in at the start of a turn, before the first activation (S3)</source>
        <translation>Scout and Secure bringt Einheiten zu Beginn eines Zuges ins Spiel, vor der ersten Aktivierung (S3)</translation>
    </message>
    <message>
        <source>Scout and Secure brings units in at the start of a turn, once its Initiative cards are dealt (S3)</source>
        <translation>Scout and Secure bringt Einheiten zu Beginn eines Zuges ins Spiel, sobald seine Initiativkarten ausgeteilt sind (S3)</translation>
    </message>
    <message>
        <source>in this scenario Scout and Secure brings units in from turn {first} on; this is turn {number} (S3)</source>
        <translation>in diesem Szenario bringt Scout and Secure Einheiten ab Zug {first} ins Spiel; dies ist Zug {number} (S3)</translation>
    </message>
    <message>
        <source>this scenario does not use Scout and Secure (S3)</source>
        <translation>dieses Szenario nutzt Scout and Secure nicht (S3)</translation>
    </message>
    <message>
        <source>{name} has no unit {unit}</source>
        <translation>{name} hat keine Einheit {unit}</translation>
    </message>
    <message>
        <source>{unit} is not waiting in reserve: only a unit whose models are all in the tray comes in (S3)</source>
        <translation>{unit} wartet nicht in Reserve: nur eine Einheit, deren Modelle alle in der Ablage sind, kommt ins Spiel (S3)</translation>
    </message>
    <message>
        <source>{name} has no table edge to bring units in from (S3)</source>
        <translation>{name} hat keinen Spielfeldrand, über den Einheiten ins Spiel kommen (S3)</translation>
    </message>
    <message>
        <source>{name} has {points} Threat Points; bringing in {unit} costs {cost} (S1, S3)</source>
        <translation>{name} hat {points} Bedrohungspunkte; {unit} ins Spiel zu bringen kostet {cost} (S1, S3)</translation>
    </message>
    <message>
        <source>its first model</source>
        <translation>ihr erstes Modell</translation>
    </message>
    <message>
        <source>place {name} first, touching the {edge} table edge (S3)</source>
        <translation>stelle zuerst {name} auf, den {edge} Spielfeldrand berührend (S3)</translation>
    </message>
    <message>
        <source>{name} must move once before the rest of its unit is placed within {range} of it (S3)</source>
        <translation>{name} muss sich einmal bewegen, bevor der Rest seiner Einheit innerhalb von {range} darum aufgestellt wird (S3)</translation>
    </message>
    <message>
        <source>bring {unit} in first: spend its cost in Threat Points at the start of a turn (Scout and Secure, S3)</source>
        <translation>bringe zuerst {unit} ins Spiel: gib zu Beginn eines Zuges ihre Kosten in Bedrohungspunkten aus (Scout and Secure, S3)</translation>
    </message>
    <message>
        <source>the set-up order is already settled</source>
        <translation>die Aufstellungsreihenfolge steht bereits fest</translation>
    </message>
    <message>
        <source>choose the defender first: the defender sets up first (M2, M3)</source>
        <translation>bestimme zuerst den Verteidiger: der Verteidiger stellt zuerst auf (M2, M3)</translation>
    </message>
    <message>
        <source>Roll the set-up order first: players choose segments in that order (M3, M4)</source>
        <translation>Würfle zuerst die Aufstellungsreihenfolge aus: die Spieler wählen ihre Segmente in dieser Reihenfolge (M3, M4)</translation>
    </message>
    <message>
        <source>Every warband has a segment: drag the models from the tray onto the table (M4), then roll the order of play (M5)</source>
        <translation>Jede Kriegerbande hat ein Segment: ziehe die Modelle aus der Ablage aufs Spielfeld (M4) und würfle dann die Spielreihenfolge aus (M5)</translation>
    </message>
    <message>
        <source>Every warband has a segment: roll the order of play (M5)</source>
        <translation>Jede Kriegerbande hat ein Segment: würfle die Spielreihenfolge aus (M5)</translation>
    </message>
    <message>
        <source>unknown segment {segment} (expected A-F)</source>
        <translation>unbekanntes Segment {segment} (erwartet A-F)</translation>
    </message>
    <message>
        <source>segments are chosen during set-up only</source>
        <translation>Segmente werden nur während der Aufstellung gewählt</translation>
    </message>
    <message>
        <source>segment {segment} is taken by {name}</source>
        <translation>Segment {segment} ist von {name} belegt</translation>
    </message>
    <message>
        <source>place the {counters} first: the scenario has them placed before segments are chosen</source>
        <translation>lege zuerst die Marker ({counters}): laut Szenario kommen sie vor der Wahl der Segmente</translation>
    </message>
    <message>
        <source>{name} chooses a segment first (set-up order)</source>
        <translation>{name} wählt zuerst ein Segment (Aufstellungsreihenfolge)</translation>
    </message>
    <message>
        <source>the {counters} are already counted</source>
        <translation>die Marker ({counters}) sind bereits gezählt</translation>
    </message>
    <message>
        <source>every player places {count}</source>
        <translation>jeder Spieler legt {count}</translation>
    </message>
    <message>
        <source>roll for the {counters} first</source>
        <translation>würfle zuerst für die Marker ({counters})</translation>
    </message>
    <message>
        <source>every {counter} has been placed</source>
        <translation>jeder Marker ({counter}) ist gelegt</translation>
    </message>
    <message>
        <source>{name} places the next {counter}</source>
        <translation>{name} legt den nächsten Marker ({counter})</translation>
    </message>
    <message>
        <source>{reason}, even by agreement</source>
        <translation>{reason}, auch nicht nach Absprache</translation>
    </message>
    <message>
        <source>it is not {name}&apos;s turn to place a {counter}</source>
        <translation>{name} ist nicht dran, einen Marker ({counter}) zu legen</translation>
    </message>
    <message>
        <source>after set-up, only models still in the tray are placed; drag a model on the table to move it</source>
        <translation>nach der Aufstellung werden nur Modelle aus der Ablage aufgestellt; ziehe ein Modell auf dem Spielfeld, um es zu bewegen</translation>
    </message>
    <message>
        <source>{name} must arrive on the table</source>
        <translation>{name} muss auf dem Spielfeld ankommen</translation>
    </message>
    <message>
        <source>{name} is {status}</source>
        <translation>{name} ist {status}</translation>
    </message>
    <message>
        <source>no models to place</source>
        <translation>keine Modelle zum Aufstellen</translation>
    </message>
    <message>
        <source>a unit or warband is put down at once during set-up only; after it, models arrive one by one</source>
        <translation>eine Einheit oder Kriegerbande wird nur während der Aufstellung auf einmal aufgestellt; danach kommen die Modelle einzeln</translation>
    </message>
    <message>
        <source>{name} is not in the tray</source>
        <translation>{name} ist nicht in der Ablage</translation>
    </message>
    <message>
        <source>{name}: {reason}</source>
        <translation>{name}: {reason}</translation>
    </message>
    <message>
        <source>models go back to the tray during set-up only</source>
        <translation>Modelle kommen nur während der Aufstellung zurück in die Ablage</translation>
    </message>
    <message>
        <source>every warband needs a set-up segment first: {names}</source>
        <translation>jede Kriegerbande braucht zuerst ein Aufstellungssegment: {names}</translation>
    </message>
    <message>
        <source>a terrain piece with id {id} is already on the table</source>
        <translation>ein Geländestück mit der Kennung {id} liegt bereits auf dem Spielfeld</translation>
    </message>
    <message>
        <source>the table holds at most {most} terrain pieces</source>
        <translation>das Spielfeld fasst höchstens {most} Geländestücke</translation>
    </message>
    <message>
        <source>a piece&apos;s name is at most {most} characters</source>
        <translation>der Name eines Geländestücks hat höchstens {most} Zeichen</translation>
    </message>
    <message>
        <source>{value} is not an angle</source>
        <translation>{value} ist kein Winkel</translation>
    </message>
    <message>
        <source>{name} must be at least {width} x {depth} in (the scenario says so)</source>
        <translation>{name} muss mindestens {width} x {depth} in groß sein (so will es das Szenario)</translation>
    </message>
    <message>
        <source>a terrain piece needs a name</source>
        <translation>ein Geländestück braucht einen Namen</translation>
    </message>
    <message>
        <source>unknown kind {kind} (expected {kinds})</source>
        <translation>unbekannte Art {kind} (erwartet: {kinds})</translation>
    </message>
    <message>
        <source>a table layout can be put down only while the game is being set up</source>
        <translation>eine Geländeaufstellung kann nur während der Aufstellung des Spiels gelegt werden</translation>
    </message>
    <message>
        <source>no activation is due: the Activation phase is over</source>
        <translation>keine Aktivierung steht an: die Aktivierungsphase ist vorbei</translation>
    </message>
    <message>
        <source>it is {name}&apos;s activation, not {other}&apos;s</source>
        <translation>{name} ist mit der Aktivierung dran, nicht {other}</translation>
    </message>
    <message>
        <source>{name} cannot activate again this turn</source>
        <translation>{name} kann in diesem Zug nicht noch einmal aktiviert werden</translation>
    </message>
    <message>
        <source>no player turn is under way: roll the order of play first</source>
        <translation>kein Spielerzug läuft: würfle zuerst die Spielreihenfolge aus</translation>
    </message>
    <message>
        <source>no turn is under way: start a turn first</source>
        <translation>kein Zug läuft: beginne zuerst einen Zug</translation>
    </message>
    <message>
        <source>A warband can flee only once play has begun: its morale is tested in the turns (C9)</source>
        <translation>Eine Kriegerbande kann erst nach Spielbeginn fliehen: ihre Moral wird in den Zügen getestet (C9)</translation>
    </message>
    <message>
        <source>A warband can rout only once play has begun: Rout tests are taken at the start of its turns (M9)</source>
        <translation>Eine Kriegerbande kann erst nach Spielbeginn in Flucht geraten: Fluchttests werden zu Beginn ihrer Züge abgelegt (M9)</translation>
    </message>
    <message>
        <source>A warband can be wiped out only once play has begun (M9)</source>
        <translation>Eine Kriegerbande kann erst nach Spielbeginn ausgelöscht werden (M9)</translation>
    </message>
    <message>
        <source>{name}&apos;s warband has already left the game</source>
        <translation>die Kriegerbande von {name} hat das Spiel bereits verlassen</translation>
    </message>
    <message>
        <source>the scenario gives the set-up zones: there is none to agree</source>
        <translation>das Szenario gibt die Aufstellungszonen vor: es gibt keine abzusprechen</translation>
    </message>
    <message>
        <source>set-up zones are agreed during set-up only</source>
        <translation>Aufstellungszonen werden nur während der Aufstellung abgesprochen</translation>
    </message>
    <message>
        <source>{name}&apos;s agreed set-up zone is already {zone}</source>
        <translation>die abgesprochene Aufstellungszone von {name} ist bereits {zone}</translation>
    </message>
</context>
<context>
    <name>RosterEditor</name>
    <message>
        <source>Base from the imported roster file</source>
        <translation>Base aus der importierten Armeeliste</translation>
    </message>
    <message>
        <source>Base from Table Marshal&apos;s base table (the roster gave none)</source>
        <translation>Base aus der Base-Tabelle von Table Marshal (die Armeeliste nannte keine)</translation>
    </message>
    <message>
        <source>⚠ A guess: the roster gave no base and nobody knows it for sure; pick the model&apos;s real base</source>
        <translation>⚠ Geschätzt: Die Armeeliste nannte keine Base und niemand weiß sie sicher; wähle die echte Base des Modells</translation>
    </message>
    <message>
        <source>In reserve</source>
        <translation>In Reserve</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Kürzel</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Size (mm)</source>
        <translation>Größe (mm)</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Base from</source>
        <translation>Base aus</translation>
    </message>
    <message>
        <source>roster</source>
        <translation>Armeeliste</translation>
    </message>
    <message>
        <source>base table</source>
        <translation>Base-Tabelle</translation>
    </message>
    <message>
        <source>⚠ guess</source>
        <translation>⚠ geschätzt</translation>
    </message>
    <message>
        <source>Warband roster</source>
        <translation>Armeeliste der Kriegerbande</translation>
    </message>
    <message>
        <source>e.g. Skaven of Clan Eshin</source>
        <translation>z. B. Skaven des Clans Eshin</translation>
    </message>
    <message>
        <source>Roster name</source>
        <translation>Name der Armeeliste</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Kriegerbande</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>The Warband Rating from the roster sheet (experience, 5 for each warrior, 20 for each large creature): M2, M6 use it, not the gold crowns</source>
        <translation>Die Bandenstärke vom Bandenbogen (Erfahrung, 5 für jeden Krieger, 20 für jede große Kreatur): M2, M6 nutzen sie, nicht die Goldkronen</translation>
    </message>
    <message>
        <source>Warband rating</source>
        <translation>Bandenstärke</translation>
    </message>
    <message>
        <source>Short label: the few letters on the token (at most {count})</source>
        <translation>Kürzel: die wenigen Buchstaben auf dem Marker (höchstens {count})</translation>
    </message>
    <message>
        <source>Add model</source>
        <translation>Modell hinzufügen</translation>
    </message>
    <message>
        <source>Remove model</source>
        <translation>Modell entfernen</translation>
    </message>
    <message>
        <source>Open roster…</source>
        <translation>Armeeliste öffnen…</translation>
    </message>
    <message>
        <source>Save roster…</source>
        <translation>Armeeliste speichern…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Read a roster from BattleScribe or New Recruit (.ros, .rosz, .json) or a Trench Companion warband (.json)</source>
        <translation>Eine Armeeliste aus BattleScribe oder New Recruit (.ros, .rosz, .json) oder eine Kriegerbande aus Trench Companion (.json) einlesen</translation>
    </message>
    <message>
        <source>Imported from {file} ({tool}).</source>
        <translation>Importiert aus {file} ({tool}).</translation>
    </message>
    <message>
        <source>1 of the bases is a guess (highlighted): check it against the model.</source>
        <translation>1 der Bases ist geschätzt (hervorgehoben): Prüfe sie am Modell.</translation>
    </message>
    <message>
        <source>{count} of the bases are guesses (highlighted): check them against the models.</source>
        <translation>{count} der Bases sind geschätzt (hervorgehoben): Prüfe sie an den Modellen.</translation>
    </message>
    <message>
        <source>1 model in reserve, lost or dead is listed but not put on the table.</source>
        <translation>1 Modell in Reserve, verloren oder tot steht in der Liste, kommt aber nicht auf den Spieltisch.</translation>
    </message>
    <message>
        <source>{count} models in reserve, lost or dead are listed but not put on the table.</source>
        <translation>{count} Modelle in Reserve, verloren oder tot stehen in der Liste, kommen aber nicht auf den Spieltisch.</translation>
    </message>
    <message>
        <source>No Movement in the file for {names}: no reach is shown for them (R1); double-click such a model on the board to set it.</source>
        <translation>Keine Bewegung in der Datei für {names}: Für sie wird keine Reichweite gezeigt (R1); doppelklicke ein solches Modell auf dem Spielfeld, um sie einzutragen.</translation>
    </message>
    <message>
        <source>The models changed since this rating was imported ({rating}): check it against the roster sheet and type the new rating.</source>
        <translation>Die Modelle haben sich geändert, seit diese Bandenstärke importiert wurde ({rating}): Prüfe sie am Bandenbogen und gib die neue Bandenstärke ein.</translation>
    </message>
    <message>
        <source>imported with the roster</source>
        <translation>mit der Armeeliste importiert</translation>
    </message>
    <message>
        <source>Model name</source>
        <translation>Name des Modells</translation>
    </message>
    <message>
        <source>The short label on the token: at most {count} characters, unique in the warband; models counted several times are numbered (Cl1, Cl2). Left empty, it is made from the name.</source>
        <translation>Das Kürzel auf dem Marker: höchstens {count} Zeichen, einmalig in der Kriegerbande; mehrfach gezählte Modelle werden nummeriert (Cl1, Cl2). Leer gelassen, wird es aus dem Namen gebildet.</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>(alone)</source>
        <translation>(allein)</translation>
    </message>
    <message>
        <source>A custom base&apos;s size in millimetres: 30 (round) or 70x45 (oval, rectangle)</source>
        <translation>Größe einer eigenen Base in Millimetern: 30 (rund) oder 70x45 (oval, rechteckig)</translation>
    </message>
    <message>
        <source>{status}: listed in the warband, not put on the table</source>
        <translation>{status}: in der Kriegerbande gelistet, nicht auf dem Spieltisch</translation>
    </message>
    <message>
        <source>How many of this model (1 to {most})</source>
        <translation>Wie viele dieses Modells (1 bis {most})</translation>
    </message>
    <message>
        <source>Cost of one model (0 to {most})</source>
        <translation>Kosten eines Modells (0 bis {most})</translation>
    </message>
    <message>
        <source>1 model · total cost {cost}</source>
        <translation>1 Modell · Gesamtkosten {cost}</translation>
    </message>
    <message>
        <source>{count} models · total cost {cost}</source>
        <translation>{count} Modelle · Gesamtkosten {cost}</translation>
    </message>
    <message>
        <source>1 model · total cost (rating) {cost}</source>
        <translation>1 Modell · Gesamtkosten (Stärke) {cost}</translation>
    </message>
    <message>
        <source>{count} models · total cost (rating) {cost}</source>
        <translation>{count} Modelle · Gesamtkosten (Stärke) {cost}</translation>
    </message>
    <message>
        <source>more than {most}</source>
        <translation>mehr als {most}</translation>
    </message>
    <message>
        <source>Row {row} ({name}): {why}</source>
        <translation>Zeile {row} ({name}): {why}</translation>
    </message>
    <message>
        <source>Row {row}: {why}</source>
        <translation>Zeile {row}: {why}</translation>
    </message>
    <message>
        <source>Mend the base size said above first</source>
        <translation>Behebe zuerst die oben genannte Base-Größe</translation>
    </message>
    <message>
        <source>row {row}: the model needs a name</source>
        <translation>Zeile {row}: Das Modell braucht einen Namen</translation>
    </message>
    <message>
        <source>row {row} ({name}): a short label is plain letters, digits or signs</source>
        <translation>Zeile {row} ({name}): Ein Kürzel besteht aus einfachen Buchstaben, Ziffern oder Zeichen</translation>
    </message>
    <message>
        <source>row {row} ({name}): the short label {label} is row {other}&apos;s already; each kind of model needs its own</source>
        <translation>Zeile {row} ({name}): Das Kürzel {label} gehört schon zu Zeile {other}; jede Art von Modell braucht ein eigenes</translation>
    </message>
    <message>
        <source>the warband costs {total} in all; a roster may cost at most {most} (lower a count or a cost)</source>
        <translation>Die Kriegerbande kostet insgesamt {total}; eine Armeeliste darf höchstens {most} kosten (senke eine Anzahl oder Kosten)</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>{file} gespeichert</translation>
    </message>
    <message>
        <source>This is a {roster_system} roster; the game is {game_system}.</source>
        <translation>Dies ist eine Armeeliste für {roster_system}; das Spiel ist {game_system}.</translation>
    </message>
    <message>
        <source>Import roster</source>
        <translation>Armeeliste importieren</translation>
    </message>
    <message>
        <source>Open roster</source>
        <translation>Armeeliste öffnen</translation>
    </message>
    <message>
        <source>Table Marshal rosters (*.json)</source>
        <translation>Table-Marshal-Armeelisten (*.json)</translation>
    </message>
    <message>
        <source>Save roster</source>
        <translation>Armeeliste speichern</translation>
    </message>
    <message>
        <source>Cannot save roster</source>
        <translation>Armeeliste kann nicht gespeichert werden</translation>
    </message>
</context>
<context>
    <name>RosterImport</name>
    <message>
        <source>A new player…</source>
        <translation>Ein neuer Spieler…</translation>
    </message>
    <message>
        <source>Import roster</source>
        <translation>Armeeliste importieren</translation>
    </message>
    <message>
        <source>Not imported: {problem}</source>
        <translation>Nicht importiert: {problem}</translation>
    </message>
    <message>
        <source>Not imported: {file}: the file is nested too deeply or too large to be a roster</source>
        <translation>Nicht importiert: {file}: die Datei ist zu tief verschachtelt oder zu groß für eine Armeeliste</translation>
    </message>
    <message>
        <source>The game has no players: start a new game with the roster from File ▸ New game</source>
        <translation>Das Spiel hat keine Spieler: beginne ein neues Spiel mit der Armeeliste über Datei ▸ Neues Spiel</translation>
    </message>
    <message>
        <source>{roster} ({file}): {summary}.

Whose warband is it? Its models go in that warband&apos;s set-up tray.</source>
        <translation>{roster} ({file}): {summary}.

Wessen Kriegerbande ist das? Ihre Modelle kommen in die Aufstellungsablage dieser Kriegerbande.</translation>
    </message>
    <message>
        <source>%n models of {roster} are in {player}&apos;s tray: drag them onto the table</source>
        <translation>%n Modelle von {roster} liegen in der Ablage von {player}: ziehe sie auf den Tisch</translation>
    </message>
    <message>
        <source>The new player&apos;s name (their warband: {warband}):</source>
        <translation>Der Name des neuen Spielers (seine Kriegerbande: {warband}):</translation>
    </message>
    <message>
        <source>{player} joins with {warband}: %n models in their tray; drag them onto the table</source>
        <translation>{player} tritt mit {warband} bei: %n Modelle in der Ablage; ziehe sie auf den Tisch</translation>
    </message>
</context>
<context>
    <name>RoutReminder</name>
    <message>
        <source>Rout test: {out} of {total} models of {warband} are out of action (a quarter or more). {player} takes a Rout test now; if it fails, press Rout… (M9).</source>
        <translation>Fluchttest: {out} von {total} Modellen von {warband} sind außer Gefecht (ein Viertel oder mehr). {player} legt jetzt einen Fluchttest ab; misslingt er, drücke Flucht… (M9).</translation>
    </message>
    <message>
        <source>Rout…</source>
        <translation>Flucht…</translation>
    </message>
    <message>
        <source>The warband failed its Rout test: it routs and leaves the game (M9)</source>
        <translation>Die Kriegerbande hat ihren Fluchttest nicht bestanden: sie flieht und verlässt das Spiel (M9)</translation>
    </message>
</context>
<context>
    <name>ScenarioPage</name>
    <message>
        <source>Game and scenario</source>
        <translation>Spiel und Szenario</translation>
    </message>
    <message>
        <source>Choose the scenario, or roll for it on the game&apos;s scenario table.</source>
        <translation>Wähle das Szenario oder würfle es auf der Szenariotabelle des Spiels aus.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source> in</source>
        <translation> Zoll</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <source>Roll {dice} for the scenario</source>
        <translation>{dice} für das Szenario würfeln</translation>
    </message>
    <message>
        <source> (your file)</source>
        <translation> (deine Datei)</translation>
    </message>
    <message>
        <source>Your own scenario file: {path}</source>
        <translation>Deine eigene Szenariodatei: {path}</translation>
    </message>
    <message>
        <source>{dice}: the player with the lowest warband rating chooses the scenario (M11). Pick it from the list; the players page names who that is.</source>
        <translation>{dice}: Der Spieler mit der niedrigsten Bandenstärke wählt das Szenario (M11). Wähle es aus der Liste; die Spielerseite nennt, wer das ist.</translation>
    </message>
    <message>
        <source>, in teams of {size}</source>
        <translation>, in Teams zu {size}</translation>
    </message>
    <message>
        <source>; {turns} turns</source>
        <translation>; {turns} Runden</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;{count} players{teams}&lt;/b&gt;{turns}; table {width} x {depth} in.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;{count} Spieler{teams}&lt;/b&gt;{turns}; Spieltisch {width} x {depth} Zoll.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Set-up:&lt;/b&gt; {setup}&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Aufstellung:&lt;/b&gt; {setup}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Victory&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;{victory}&lt;/ul&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Sieg&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;{victory}&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Notes (details the sources leave open)&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;{notes}&lt;/ul&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Hinweise (Details, die die Quellen offenlassen)&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;{notes}&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>The table is {width} in wide and {depth} in deep: enter the long edge as the width ({depth} x {width} in).</source>
        <translation>Der Spieltisch ist {width} Zoll breit und {depth} Zoll tief: Gib die lange Kante als Breite ein ({depth} x {width} Zoll).</translation>
    </message>
    <message>
        <source>{reason}; {width} x {depth} in is too small.</source>
        <translation>{reason}; {width} x {depth} Zoll ist zu klein.</translation>
    </message>
    <message>
        <source>In set-up order each player takes a free table-edge segment A-F and sets up wholly within {z} of it, more than {g} from other warbands (M3, M4).</source>
        <translation>In Aufstellungsreihenfolge nimmt jeder Spieler ein freies Spielfeldrand-Segment A-F und stellt sich vollständig innerhalb von {z} davon auf, mehr als {g} von anderen Kriegerbanden entfernt (M3, M4).</translation>
    </message>
    <message>
        <source>The defender sets up as the scenario says; the others take table-edge segments A-F (M2-M4).</source>
        <translation>Der Verteidiger stellt sich auf, wie das Szenario es sagt; die anderen nehmen Spielfeldrand-Segmente A-F (M2-M4).</translation>
    </message>
    <message>
        <source>Each player sets up wholly within {z} of their table edge (S2).</source>
        <translation>Jeder Spieler stellt sich vollständig innerhalb von {z} von seinem Spielfeldrand auf (S2).</translation>
    </message>
    <message>
        <source>The sources give no set-up zones; the players agree them.</source>
        <translation>Die Quellen nennen keine Aufstellungszonen; die Spieler vereinbaren sie.</translation>
    </message>
    <message>
        <source>{inches} in</source>
        <translation>{inches} Zoll</translation>
    </message>
    <message>
        <source>the zone depth</source>
        <translation>der Zonentiefe</translation>
    </message>
    <message>
        <source>the gap</source>
        <translation>der Abstand</translation>
    </message>
</context>
<context>
    <name>ScoutBox</name>
    <message>
        <source>Unit to bring in by Scout and Secure</source>
        <translation>Einheit, die per Scout and Secure hereingebracht wird</translation>
    </message>
    <message>
        <source>Bring in</source>
        <translation>Hereinbringen</translation>
    </message>
    <message>
        <source>Spend the unit&apos;s cost in Threat Points to bring it in (S3)</source>
        <translation>Die Kosten der Einheit in Bedrohungspunkten ausgeben, um sie hereinzubringen (S3)</translation>
    </message>
    <message>
        <source>{name} · {unit} — {cost} Threat Points</source>
        <translation>{name} · {unit} — {cost} Bedrohungspunkte</translation>
    </message>
    <message>
        <source>Bring in {unit}: spend {cost} Threat Points (S3)</source>
        <translation>{unit} hereinbringen: {cost} Bedrohungspunkte ausgeben (S3)</translation>
    </message>
    <message>
        <source>{name} has {points} Threat Points.</source>
        <translation>{name} hat {points} Bedrohungspunkte.</translation>
    </message>
    <message>
        <source>Spend the unit&apos;s cost in Threat Points to bring it in; its first model goes touching your table edge (S3)</source>
        <translation>Die Kosten der Einheit in Bedrohungspunkten ausgeben, um sie hereinzubringen; ihr erstes Modell wird an deinen Spielfeldrand gestellt (S3)</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source> in</source>
        <translation> Zoll</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source> VP</source>
        <translation> SP</translation>
    </message>
    <message>
        <source> turns</source>
        <translation> Züge</translation>
    </message>
    <message>
        <source> models</source>
        <translation> Modelle</translation>
    </message>
    <message>
        <source> points</source>
        <translation> Punkte</translation>
    </message>
    <message>
        <source>Scenario settings</source>
        <translation>Szenario-Einstellungen</translation>
    </message>
    <message>
        <source>The sources leave these details open: agree them and set them here.</source>
        <translation>Die Quellen lassen diese Einzelheiten offen: einigt euch darauf und legt sie hier fest.</translation>
    </message>
    <message>
        <source>This scenario has no settings.</source>
        <translation>Dieses Szenario hat keine Einstellungen.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <source>Scout and Secure (S3): at the start of a turn, pick a unit and spend its cost in Threat Points; drag its first model onto the table touching your table edge; once it has moved, place the rest within 2 in of it.</source>
        <translation>Scout and Secure (S3): wähle zu Beginn eines Zuges eine Einheit und gib ihre Kosten in Bedrohungspunkten aus; zieh ihr erstes Modell so auf den Tisch, dass es deinen Spielfeldrand berührt; sobald es sich bewegt hat, stelle den Rest innerhalb von 2 Zoll davon auf.</translation>
    </message>
    <message>
        <source>Leave this counter out</source>
        <translation>Diesen Marker weglassen</translation>
    </message>
    <message>
        <source>It cannot be placed within the scenario&apos;s limits</source>
        <translation>Er lässt sich innerhalb der Grenzen des Szenarios nicht platzieren</translation>
    </message>
    <message>
        <source>Start with the rest in reserve</source>
        <translation>Mit dem Rest in Reserve beginnen</translation>
    </message>
    <message>
        <source>Start the first turn; models left in the tray stay off the table</source>
        <translation>Den ersten Zug beginnen; Modelle in der Ablage bleiben vom Tisch fern</translation>
    </message>
    <message>
        <source>Back to the tray</source>
        <translation>Zurück in die Ablage</translation>
    </message>
    <message>
        <source>Take the selected model off the table again</source>
        <translation>Das gewählte Modell wieder vom Tisch nehmen</translation>
    </message>
    <message>
        <source>Place anyway where the rules say no (players agree)</source>
        <translation>Trotzdem aufstellen, wo die Regeln es verbieten (die Spieler sind einverstanden)</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Models still off the table: drag one onto the table when it arrives, where the scenario&apos;s rule puts it.</source>
        <translation>Modelle noch nicht auf dem Tisch: zieh eines auf den Tisch, wenn es eintrifft, dorthin, wo die Regel des Szenarios es hinstellt.</translation>
    </message>
    <message>
        <source>Set-up done</source>
        <translation>Aufstellung fertig</translation>
    </message>
    <message>
        <source>No set-up</source>
        <translation>Keine Aufstellung</translation>
    </message>
    <message>
        <source>The game is under way.</source>
        <translation>Das Spiel läuft.</translation>
    </message>
    <message>
        <source>File ▸ New game sets up a scenario here.</source>
        <translation>Datei ▸ Neues Spiel stellt hier ein Szenario auf.</translation>
    </message>
    <message>
        <source>Set-up · {game}</source>
        <translation>Aufstellung · {game}</translation>
    </message>
    <message>
        <source>Choose the defender (M2)</source>
        <translation>Verteidiger bestimmen (M2)</translation>
    </message>
    <message>
        <source>Roll the set-up order (M3)</source>
        <translation>Aufstellungsreihenfolge würfeln (M3)</translation>
    </message>
    <message>
        <source>Draw cards for the set-up order (C4)</source>
        <translation>Karten für die Aufstellungsreihenfolge ziehen (C4)</translation>
    </message>
    <message>
        <source>Roll off for the set-up order</source>
        <translation>Die Aufstellungsreihenfolge auswürfeln</translation>
    </message>
    <message>
        <source>Roll {dice} for {counters}</source>
        <translation>{dice} würfeln für: {counters}</translation>
    </message>
    <message>
        <source>Start turn 1: deal Initiative cards (C5)</source>
        <translation>Zug 1 beginnen: Initiativkarten austeilen (C5)</translation>
    </message>
    <message>
        <source>Start: roll the order of play (M5)</source>
        <translation>Beginnen: Spielreihenfolge würfeln (M5)</translation>
    </message>
    <message>
        <source>{counter} — {name} ({left} left)</source>
        <translation>{counter} — {name} ({left} übrig)</translation>
    </message>
    <message>
        <source>▶ sets up now · {warband} ({name}) — {count} in the tray</source>
        <translation>▶ stellt jetzt auf · {warband} ({name}) — {count} in der Ablage</translation>
    </message>
    <message>
        <source>{warband} ({name}) — {count} in the tray</source>
        <translation>{warband} ({name}) — {count} in der Ablage</translation>
    </message>
    <message>
        <source>Drag onto the table to put the whole warband down at once: {count} models, 1 in apart</source>
        <translation>Auf den Tisch ziehen, um die ganze Kriegerbande auf einmal aufzustellen: {count} Modelle, 1 Zoll Abstand</translation>
    </message>
    <message>
        <source>  ▾ {unit} — {count} models</source>
        <translation>  ▾ {unit} — {count} Modelle</translation>
    </message>
    <message>
        <source>Drag onto the table to put the unit down at once: {count} models, 1 in apart</source>
        <translation>Auf den Tisch ziehen, um die Einheit auf einmal aufzustellen: {count} Modelle, 1 Zoll Abstand</translation>
    </message>
</context>
<context>
    <name>SetupWalk</name>
    <message>
        <source>{counter}: carried by models, not placed on the table. {text}</source>
        <translation>{counter}: von Modellen getragen, nicht auf den Tisch gelegt. {text}</translation>
    </message>
    <message>
        <source>Highest warband rating, then most models, then a roll-off (M2).</source>
        <translation>Höchste Bandenstärke, dann die meisten Modelle, dann ein Auswürfeln (M2).</translation>
    </message>
    <message>
        <source>{name} defends, setting up {area}.</source>
        <translation>{name} verteidigt und stellt sich {area} auf.</translation>
    </message>
    <message>
        <source>{name} defends.</source>
        <translation>{name} verteidigt.</translation>
    </message>
    <message>
        <source>Choose the defender</source>
        <translation>Verteidiger bestimmen</translation>
    </message>
    <message>
        <source>Players set up by D6, highest first (M3).</source>
        <translation>Die Spieler stellen sich nach D6 auf, der höchste zuerst (M3).</translation>
    </message>
    <message>
        <source>Players set up by a draw of cards (C4).</source>
        <translation>Die Spieler stellen sich nach einer Kartenziehung auf (C4).</translation>
    </message>
    <message>
        <source>Players set up by a roll-off.</source>
        <translation>Die Spieler stellen sich nach einem Auswürfeln auf.</translation>
    </message>
    <message>
        <source>Settle the set-up order</source>
        <translation>Aufstellungsreihenfolge festlegen</translation>
    </message>
    <message>
        <source>Set-up order: {names}</source>
        <translation>Aufstellungsreihenfolge: {names}</translation>
    </message>
    <message>
        <source>Each player, in set-up order, clicks a free segment A-F on the board (M4).</source>
        <translation>Jeder Spieler klickt in Aufstellungsreihenfolge auf ein freies Segment A-F auf dem Spielfeld (M4).</translation>
    </message>
    <message>
        <source>Every warband has its segment.</source>
        <translation>Jede Kriegerbande hat ihr Segment.</translation>
    </message>
    <message>
        <source>{name} clicks a free segment A-F on the board (M4).</source>
        <translation>{name} klickt auf ein freies Segment A-F auf dem Spielfeld (M4).</translation>
    </message>
    <message>
        <source>A segment&apos;s zone is every point within {depth} in of it, so where a half edge ends mid-edge (A/B, D/E) it ends in a quarter circle, as drawn.</source>
        <translation>Die Zone eines Segments ist jeder Punkt innerhalb von {depth} Zoll davon; wo ein halber Rand mitten am Rand endet (A/B, D/E), endet sie daher in einem Viertelkreis, wie gezeichnet.</translation>
    </message>
    <message>
        <source>Choose edge segments</source>
        <translation>Randsegmente wählen</translation>
    </message>
    <message>
        <source>wholly within {z} of their segment, more than {g} from other warbands (M4)</source>
        <translation>vollständig innerhalb von {z} von ihrem Segment, mehr als {g} von anderen Kriegerbanden entfernt (M4)</translation>
    </message>
    <message>
        <source>wholly within {z} of their table edge, units at least 2 in apart (S2)</source>
        <translation>vollständig innerhalb von {z} von ihrem Spielfeldrand, Einheiten mindestens 2 Zoll voneinander entfernt (S2)</translation>
    </message>
    <message>
        <source>where the players agree (the scenario gives no zones)</source>
        <translation>wo die Spieler es absprechen (das Szenario gibt keine Zonen vor)</translation>
    </message>
    <message>
        <source>; the defender, {name}, {area}</source>
        <translation>; der Verteidiger, {name}, {area}</translation>
    </message>
    <message>
        <source>Place the models</source>
        <translation>Modelle aufstellen</translation>
    </message>
    <message>
        <source>Every model is on the table.</source>
        <translation>Alle Modelle stehen auf dem Tisch.</translation>
    </message>
    <message>
        <source>Start the first turn</source>
        <translation>Den ersten Zug beginnen</translation>
    </message>
    <message>
        <source>Deal the Initiative cards (C5).</source>
        <translation>Teile die Initiativkarten aus (C5).</translation>
    </message>
    <message>
        <source>Roll the order of play (M5).</source>
        <translation>Würfle die Spielreihenfolge aus (M5).</translation>
    </message>
    <message>
        <source>wholly within {range} of the table centre</source>
        <translation>vollständig innerhalb von {range} von der Tischmitte</translation>
    </message>
    <message>
        <source>inside {feature} or within {range} of it</source>
        <translation>in {feature} oder innerhalb von {range} davon</translation>
    </message>
    <message>
        <source>{name} ({warband}) sets up now: 1 model left</source>
        <translation>{name} ({warband}) stellt jetzt auf: noch 1 Modell</translation>
    </message>
    <message>
        <source>{name} ({warband}) sets up now: %n models left</source>
        <translation>{name} ({warband}) stellt jetzt auf: noch %n Modelle</translation>
    </message>
    <message>
        <source>, then {names}</source>
        <translation>, dann {names}</translation>
    </message>
    <message>
        <source>{sets_up}{then}. Drag each model from the tray onto the table, {where}.</source>
        <translation>{sets_up}{then}. Ziehe jedes Modell aus der Ablage auf den Tisch, {where}.</translation>
    </message>
    <message>
        <source>Place the {counters}</source>
        <translation>Marker legen: {counters}</translation>
    </message>
    <message>
        <source>After the set-up order.</source>
        <translation>Nach der Aufstellungsreihenfolge.</translation>
    </message>
    <message>
        <source>Each player rolls {dice} for their number of {counters}.</source>
        <translation>Jeder Spieler würfelt {dice} für die Zahl seiner Marker: {counters}.</translation>
    </message>
    <message>
        <source>{placed} placed, {dropped} left out.</source>
        <translation>{placed} gelegt, {dropped} entfallen.</translation>
    </message>
    <message>
        <source>{placed} placed.</source>
        <translation>{placed} gelegt.</translation>
    </message>
    <message>
        <source>{name} places a {counter} ({left} left): drag it from the tray onto the table.</source>
        <translation>{name} legt einen Marker ({counter}, noch {left}): ziehe ihn aus der Ablage auf den Tisch.</translation>
    </message>
</context>
<context>
    <name>SpotThreats</name>
    <message>
        <source>Movement unknown — set it in the model editor</source>
        <translation>Bewegung unbekannt — im Modelleditor festlegen</translation>
    </message>
    <message>
        <source>exposed to {players}</source>
        <translation>einsehbar für {players}</translation>
    </message>
    <message>
        <source>{model} could charge it ({odds})</source>
        <translation>{model} könnte es angreifen ({odds})</translation>
    </message>
    <message>
        <source>, {model} ({odds})</source>
        <translation>, {model} ({odds})</translation>
    </message>
    <message>
        <source> and %n more</source>
        <translation> und %n weitere</translation>
    </message>
    <message>
        <source>certain</source>
        <translation>sicher</translation>
    </message>
    <message>
        <source>likely</source>
        <translation>wahrscheinlich</translation>
    </message>
    <message>
        <source>long shot</source>
        <translation>unwahrscheinlich</translation>
    </message>
    <message>
        <source>{word}, {n}/6</source>
        <translation>{word}, {n}/6</translation>
    </message>
    <message>
        <source>{name} {label}</source>
        <translation>{name} {label}</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} und {last}</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>x –  y –</source>
        <translation>x –  y –</translation>
    </message>
    <message>
        <source>x {x} in   y {y} in</source>
        <translation>x {x} Zoll   y {y} Zoll</translation>
    </message>
    <message>
        <source>{position} (off table)</source>
        <translation>{position} (außerhalb des Tisches)</translation>
    </message>
</context>
<context>
    <name>Statuses</name>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Stunned</source>
        <translation>Betäubt</translation>
    </message>
    <message>
        <source>Knocked down</source>
        <translation>Niedergeschlagen</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Versteckt</translation>
    </message>
    <message>
        <source>Fleeing</source>
        <translation>Auf der Flucht</translation>
    </message>
    <message>
        <source>Out of action</source>
        <translation>Außer Gefecht</translation>
    </message>
    <message>
        <source>Fled</source>
        <translation>Geflohen</translation>
    </message>
    <message>
        <source>In the set-up tray</source>
        <translation>In der Ablage</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>betäubt</translation>
    </message>
    <message>
        <source>knocked down</source>
        <translation>niedergeschlagen</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>versteckt</translation>
    </message>
    <message>
        <source>fleeing</source>
        <translation>auf der Flucht</translation>
    </message>
    <message>
        <source>out of action</source>
        <translation>außer Gefecht</translation>
    </message>
    <message>
        <source>fled</source>
        <translation>geflohen</translation>
    </message>
    <message>
        <source>in the set-up tray</source>
        <translation>in der Ablage</translation>
    </message>
    <message>
        <source>does not stop an enemy from running (M10)</source>
        <translation>hindert keinen Feind am Rennen (M10)</translation>
    </message>
    <message>
        <source>a {game} game has no {status} status; a model can be {words}</source>
        <translation>ein Spiel {game} kennt den Status {status} nicht; ein Modell kann {words} sein</translation>
    </message>
    <message>
        <source>unknown model status {status}; expected one of {words}</source>
        <translation>unbekannter Modellstatus {status}; erwartet wird einer von: {words}</translation>
    </message>
</context>
<context>
    <name>TableBanner</name>
    <message>
        <source>Turn {number}</source>
        <translation>Zug {number}</translation>
    </message>
    <message>
        <source>Before the first turn</source>
        <translation>Vor dem ersten Zug</translation>
    </message>
    <message>
        <source>{turn} · activating: {who}</source>
        <translation>{turn} · aktiviert: {who}</translation>
    </message>
    <message>
        <source>{turn} · every model has activated</source>
        <translation>{turn} · jedes Modell wurde aktiviert</translation>
    </message>
    <message>
        <source>{turn} is over</source>
        <translation>{turn} ist vorbei</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>Turn {number} · {who}’s turn</source>
        <translation>Zug {number} · {who} ist am Zug</translation>
    </message>
    <message>
        <source>Initiative:</source>
        <translation>Initiative:</translation>
    </message>
    <message>
        <source>Order of play:</source>
        <translation>Spielreihenfolge:</translation>
    </message>
    <message>
        <source>Objectives:</source>
        <translation>Missionsziele:</translation>
    </message>
    <message>
        <source>VP: {points}</source>
        <translation>SP: {points}</translation>
    </message>
    <message>
        <source>Exposure for {who}: shaded = enemy warbands see it (darker: more); clear = safe</source>
        <translation>Einsehbarkeit für {who}: schattiert = feindliche Banden sehen es (dunkler: mehr); frei = sicher</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>Table screen — Table Marshal</source>
        <translation>Tischbildschirm — Table Marshal</translation>
    </message>
    <message>
        <source>Turn the board to face the table</source>
        <translation>Das Spielfeld zum Tisch drehen</translation>
    </message>
    <message>
        <source>Not turned</source>
        <translation>Nicht gedreht</translation>
    </message>
    <message>
        <source>Turned {degrees}°</source>
        <translation>Um {degrees}° gedreht</translation>
    </message>
    <message>
        <source>Close the table screen (Esc)</source>
        <translation>Tischbildschirm schließen (Esc)</translation>
    </message>
</context>
<context>
    <name>Terrain</name>
    <message>
        <source>a building not marked enterable</source>
        <translation>ein nicht als betretbar markiertes Gebäude</translation>
    </message>
    <message>
        <source>a wall</source>
        <translation>eine Mauer</translation>
    </message>
    <message>
        <source>impassable terrain</source>
        <translation>unpassierbares Gelände</translation>
    </message>
    <message>
        <source>building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>ruin</source>
        <translation>Ruine</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>Mauer</translation>
    </message>
    <message>
        <source>area</source>
        <translation>Geländebereich</translation>
    </message>
    <message>
        <source>{piece} would be off the table: its centre ({x}, {y}) in must be on the {width} x {depth} in table (T1)</source>
        <translation>{piece} läge außerhalb des Spielfelds: sein Mittelpunkt ({x}, {y}) in muss auf dem Spielfeld von {width} x {depth} in liegen (T1)</translation>
    </message>
    <message>
        <source>{piece} hangs {over} in over the table&apos;s edge (T1: allowed, its centre is on the table)</source>
        <translation>{piece} ragt {over} in über den Spielfeldrand (T1: erlaubt, sein Mittelpunkt liegt auf dem Spielfeld)</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>{piece} lies on {others}: move one off the other (T1)</source>
        <translation>{piece} liegt auf {others}: nimm eines vom anderen herunter (T1)</translation>
    </message>
</context>
<context>
    <name>TerrainInteraction</name>
    <message>
        <source>it {covers} (T2)</source>
        <translation>es {covers} (T2)</translation>
    </message>
    <message>
        <source>it hangs {over:.2f} in over the table&apos;s edge (T1: allowed)</source>
        <translation>es ragt {over:.2f} Zoll über den Tischrand (T1: erlaubt)</translation>
    </message>
    <message>
        <source>Moving {piece}: drop it where it stands on the table</source>
        <translation>{piece} wird bewegt: lass es dort los, wo es auf dem Tisch steht</translation>
    </message>
    <message>
        <source>Moving {piece} to ({x:.2f}, {y:.2f}) in</source>
        <translation>{piece} wird nach ({x:.2f}, {y:.2f}) Zoll bewegt</translation>
    </message>
    <message>
        <source>Move cancelled</source>
        <translation>Bewegung abgebrochen</translation>
    </message>
    <message>
        <source>Resizing {piece}</source>
        <translation>Größe von {piece} wird geändert</translation>
    </message>
    <message>
        <source>Reshaping {piece}</source>
        <translation>Form von {piece} wird geändert</translation>
    </message>
    <message>
        <source>Resizing {piece} to {width} x {depth} in</source>
        <translation>{piece} wird auf {width} x {depth} Zoll geändert</translation>
    </message>
    <message>
        <source>Resize cancelled</source>
        <translation>Größenänderung abgebrochen</translation>
    </message>
    <message>
        <source>Put {piece} down at ({x:.2f}, {y:.2f}) in</source>
        <translation>{piece} bei ({x:.2f}, {y:.2f}) Zoll abstellen</translation>
    </message>
</context>
<context>
    <name>TerrainItems</name>
    <message>
        <source>{piece}: {kind}, {height} in high</source>
        <translation>{piece}: {kind}, {height} Zoll hoch</translation>
    </message>
    <message>
        <source>{width} x {depth} in</source>
        <translation>{width} x {depth} Zoll</translation>
    </message>
    <message>
        <source>bases may not stand in it</source>
        <translation>Bases dürfen nicht darin stehen</translation>
    </message>
    <message>
        <source>bases may stand in it</source>
        <translation>Bases dürfen darin stehen</translation>
    </message>
    <message>
        <source>blocks sight between models both outside it</source>
        <translation>blockiert die Sicht zwischen Modellen, die beide außerhalb stehen</translation>
    </message>
    <message>
        <source>blocks sight</source>
        <translation>blockiert die Sicht</translation>
    </message>
    <message>
        <source>never blocks sight</source>
        <translation>blockiert nie die Sicht</translation>
    </message>
    <message>
        <source>locked (a drag moves the models on it)</source>
        <translation>gesperrt (Ziehen bewegt die Modelle darauf)</translation>
    </message>
</context>
<context>
    <name>TerrainPalette</name>
    <message>
        <source>Building 6 x 6</source>
        <translation>Gebäude 6 x 6</translation>
    </message>
    <message>
        <source>Building 10 x 8</source>
        <translation>Gebäude 10 x 8</translation>
    </message>
    <message>
        <source>Ruin 6 x 8</source>
        <translation>Ruine 6 x 8</translation>
    </message>
    <message>
        <source>Wall 6 in</source>
        <translation>Mauer 6 Zoll</translation>
    </message>
    <message>
        <source>Wall 12 in</source>
        <translation>Mauer 12 Zoll</translation>
    </message>
    <message>
        <source>Woods 8 x 6</source>
        <translation>Wald 8 x 6</translation>
    </message>
    <message>
        <source>Rubble</source>
        <translation>Trümmer</translation>
    </message>
    <message>
        <source>Crates</source>
        <translation>Kisten</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Tümpel</translation>
    </message>
    <message>
        <source>Crater</source>
        <translation>Krater</translation>
    </message>
    <message>
        <source>Trench 12 in</source>
        <translation>Graben 12 Zoll</translation>
    </message>
</context>
<context>
    <name>ToolsPanel</name>
    <message>
        <source>set-up order</source>
        <translation>Aufstellungsreihenfolge</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>order of play</source>
        <translation>Spielreihenfolge</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Draw or roll-off</source>
        <translation>Karten ziehen oder auswürfeln</translation>
    </message>
    <message>
        <source>What it decides (optional), e.g. who deploys first</source>
        <translation>Worum es geht (freiwillig), z. B. wer zuerst aufstellt</translation>
    </message>
    <message>
        <source>Draw cards</source>
        <translation>Karten ziehen</translation>
    </message>
    <message>
        <source>Roll-off (D6)</source>
        <translation>Auswürfeln (D6)</translation>
    </message>
    <message>
        <source>Each chosen player rolls a D6; ties roll again (M3)</source>
        <translation>Jeder gewählte Spieler würfelt einen D6; bei Gleichstand wird neu gewürfelt (M3)</translation>
    </message>
    <message>
        <source>Each chosen player draws a card; highest first (C3, C4)</source>
        <translation>Jeder gewählte Spieler zieht eine Karte; die höchste zuerst (C3, C4)</translation>
    </message>
    <message>
        <source>Last draw: none yet</source>
        <translation>Letzte Ziehung: noch keine</translation>
    </message>
    <message>
        <source>Last draw ({purpose}), highest first:</source>
        <translation>Letzte Ziehung ({purpose}), höchste zuerst:</translation>
    </message>
    <message>
        <source>Last draw, highest first:</source>
        <translation>Letzte Ziehung, höchste zuerst:</translation>
    </message>
    <message>
        <source>Last roll-off: none yet</source>
        <translation>Letztes Auswürfeln: noch keines</translation>
    </message>
    <message>
        <source>Last roll-off ({purpose}):</source>
        <translation>Letztes Auswürfeln ({purpose}):</translation>
    </message>
    <message>
        <source>Last roll-off:</source>
        <translation>Letztes Auswürfeln:</translation>
    </message>
    <message>
        <source>Re-roll: {rolls}</source>
        <translation>Neuer Wurf: {rolls}</translation>
    </message>
    <message>
        <source>Rolls: {rolls}</source>
        <translation>Würfe: {rolls}</translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation>Ergebnis: {result}</translation>
    </message>
    <message>
        <source>{first} goes first, then clockwise: {order}</source>
        <translation>{first} beginnt, dann im Uhrzeigersinn: {order}</translation>
    </message>
    <message>
        <source>{order} (the defender sets up first)</source>
        <translation>{order} (der Verteidiger stellt zuerst auf)</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Roll {dice}</source>
        <translation>{dice} würfeln</translation>
    </message>
    <message>
        <source>Roll for scenario</source>
        <translation>Szenario auswürfeln</translation>
    </message>
    <message>
        <source>Roll on the system&apos;s scenario table: D6 for Trench Crusade (C10), 2D6 for Mordheim (M11)</source>
        <translation>Auf der Szenariotabelle des Systems würfeln: D6 für Trench Crusade (C10), 2D6 für Mordheim (M11)</translation>
    </message>
    <message>
        <source>Roll for: anyone</source>
        <translation>Wurf für: beliebig</translation>
    </message>
    <message>
        <source>Roll for: {name}</source>
        <translation>Wurf für: {name}</translation>
    </message>
    <message>
        <source>Shooting into combat (M7)</source>
        <translation>Schießen in einen Nahkampf (M7)</translation>
    </message>
    <message>
        <source>Models fighting it (its close combat is ticked, M8):</source>
        <translation>Modelle, die mit ihm kämpfen (sein Nahkampf ist angehakt, M8):</translation>
    </message>
    <message>
        <source>Roll random hit</source>
        <translation>Zufälligen Treffer würfeln</translation>
    </message>
    <message>
        <source>The hit lands on a random model of the combat (M7)</source>
        <translation>Der Treffer geht an ein zufälliges Modell des Nahkampfs (M7)</translation>
    </message>
    <message>
        <source>Target: choose a model</source>
        <translation>Ziel: ein Modell wählen</translation>
    </message>
    <message>
        <source>Shooter: not recorded</source>
        <translation>Schütze: nicht erfasst</translation>
    </message>
    <message>
        <source>Shooter: {model}</source>
        <translation>Schütze: {model}</translation>
    </message>
    <message>
        <source>{model} · {gap:.2f} in</source>
        <translation>{model} · {gap:.2f} Zoll</translation>
    </message>
    <message>
        <source>Tick the models fighting the target first (M7)</source>
        <translation>Hake zuerst die Modelle an, die mit dem Ziel kämpfen (M7)</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Beschuss</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <source>Attacks (breaks alliances, M10)</source>
        <translation>Angriffe (brechen Bündnisse, M10)</translation>
    </message>
    <message>
        <source>Record this attack (M10)</source>
        <translation>Diesen Angriff festhalten (M10)</translation>
    </message>
    <message>
        <source>By: choose a model</source>
        <translation>Von: ein Modell wählen</translation>
    </message>
    <message>
        <source>By: {model}</source>
        <translation>Von: {model}</translation>
    </message>
    <message>
        <source>At: choose a model</source>
        <translation>Auf: ein Modell wählen</translation>
    </message>
    <message>
        <source>At: {model}</source>
        <translation>Auf: {model}</translation>
    </message>
    <message>
        <source>Choose the attacking model and its target first</source>
        <translation>Wähle zuerst das angreifende Modell und sein Ziel</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>Scored at each turn start (V1): {rows}</source>
        <translation>Gewertet zu Beginn jedes Zuges (V1): {rows}</translation>
    </message>
    <message>
        <source>Scored at each turn end (V1): {rows}</source>
        <translation>Gewertet am Ende jedes Zuges (V1): {rows}</translation>
    </message>
    <message>
        <source>Scored once, when the game ends (V1): {rows}</source>
        <translation>Einmal gewertet, wenn das Spiel endet (V1): {rows}</translation>
    </message>
    <message>
        <source>Objectives (S4): {held}</source>
        <translation>Missionsziele (S4): {held}</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>no segment</source>
        <translation>kein Abschnitt</translation>
    </message>
    <message>
        <source>Initiative phase</source>
        <translation>Initiativephase</translation>
    </message>
    <message>
        <source>Deal one Initiative card to each player still in the game (C5)</source>
        <translation>Jedem Spieler, der noch im Spiel ist, eine Initiativkarte geben (C5)</translation>
    </message>
    <message>
        <source>Activate next model</source>
        <translation>Nächstes Modell aktivieren</translation>
    </message>
    <message>
        <source>The highlighted player activates their next model; or select one of their models on the board and press Enter (C7)</source>
        <translation>Der hervorgehobene Spieler aktiviert sein nächstes Modell; oder wähle eines seiner Modelle auf dem Spielfeld und drücke Eingabe (C7)</translation>
    </message>
    <message>
        <source>Choose defender</source>
        <translation>Verteidiger bestimmen</translation>
    </message>
    <message>
        <source>Only for scenarios with a defender: highest rating, then most models, then a roll-off (M2)</source>
        <translation>Nur für Szenarien mit Verteidiger: höchster Bandenwert, dann die meisten Modelle, dann Auswürfeln (M2)</translation>
    </message>
    <message>
        <source>Roll set-up order</source>
        <translation>Aufstellungsreihenfolge würfeln</translation>
    </message>
    <message>
        <source>The defender first, then the others by D6, ties rolled again (M3)</source>
        <translation>Der Verteidiger zuerst, dann die anderen per D6, Gleichstände werden neu gewürfelt (M3)</translation>
    </message>
    <message>
        <source>Roll order of play</source>
        <translation>Spielreihenfolge würfeln</translation>
    </message>
    <message>
        <source>Everyone rolls a D6, the highest starts, then clockwise by segment (M5)</source>
        <translation>Alle würfeln einen D6, der höchste beginnt, dann im Uhrzeigersinn nach Abschnitt (M5)</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Card games: discard the Initiative cards, refund Threat Points (S7), check for a winner. Mordheim: play passes clockwise (M5)</source>
        <translation>Kartenspiele: Initiativkarten abwerfen, Bedrohungspunkte erstatten (S7), auf einen Sieger prüfen. Mordheim: das Spiel geht im Uhrzeigersinn weiter (M5)</translation>
    </message>
    <message>
        <source>Set-up: follow the steps in the Set-up tab.</source>
        <translation>Aufstellung: folge den Schritten im Reiter Aufstellung.</translation>
    </message>
    <message>
        <source>top card {card}</source>
        <translation>oberste Karte {card}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>{left} to draw
{gone} discarded</source>
        <translation>{left} zum Ziehen
{gone} abgeworfen</translation>
    </message>
    <message>
        <source>Draw pile: {left} cards
Discard pile: {gone} ({top})</source>
        <translation>Nachziehstapel: {left} Karten
Ablagestapel: {gone} ({top})</translation>
    </message>
    <message>
        <source>The game is over: save it, or open a new game (Ctrl+Z takes back the end).</source>
        <translation>Das Spiel ist vorbei: speichere es oder öffne ein neues Spiel (Strg+Z nimmt das Ende zurück).</translation>
    </message>
    <message>
        <source>Turn {number}</source>
        <translation>Zug {number}</translation>
    </message>
    <message>
        <source>Before the first turn</source>
        <translation>Vor dem ersten Zug</translation>
    </message>
    <message>
        <source>Activation phase · next: {warband} ({name}). Select one of their models on the board and press Enter, or Activate next model.</source>
        <translation>Aktivierungsphase · als Nächstes: {warband} ({name}). Wähle eines ihrer Modelle auf dem Spielfeld und drücke Eingabe, oder Nächstes Modell aktivieren.</translation>
    </message>
    <message>
        <source>Every model has activated. End the turn.</source>
        <translation>Jedes Modell wurde aktiviert. Beende den Zug.</translation>
    </message>
    <message>
        <source>Turn {number} is over. Deal the next Initiative phase.</source>
        <translation>Zug {number} ist vorbei. Teile die nächste Initiativephase aus.</translation>
    </message>
    <message>
        <source>Set-up. Deal the Initiative cards to start turn 1 (C5).</source>
        <translation>Aufstellung. Teile die Initiativkarten aus, um Zug 1 zu beginnen (C5).</translation>
    </message>
    <message>
        <source>Queue: {names}</source>
        <translation>Reihenfolge: {names}</translation>
    </message>
    <message>
        <source>{name} +{n} Threat</source>
        <translation>{name} +{n} Bedrohung</translation>
    </message>
    <message>
        <source>Refunds (All-Out War, S7): {refunds}</source>
        <translation>Rückerstattungen (All-Out War, S7): {refunds}</translation>
    </message>
    <message>
        <source>No Threat Points refunded this turn (no unit destroyed).</source>
        <translation>In diesem Zug keine Bedrohungspunkte erstattet (keine Einheit vernichtet).</translation>
    </message>
    <message>
        <source>Victory points (V1): {points}</source>
        <translation>Siegpunkte (V1): {points}</translation>
    </message>
    <message>
        <source>This game has no scenario scoring (V1): add victory points with each warband&apos;s VP +. It has no last turn: a warband wins when every opposing warband has fled (C9).</source>
        <translation>Dieses Spiel hat keine Szenario-Wertung (V1): Siegpunkte mit SP + der jeweiligen Kriegerbande vergeben. Es hat keinen letzten Zug: Eine Kriegerbande gewinnt, wenn alle gegnerischen Kriegerbanden geflohen sind (C9).</translation>
    </message>
    <message>
        <source>Morale: {names} lost units this turn. Test morale now; if a warband fails, press its Flee button (C9).</source>
        <translation>Moral: {names} haben in diesem Zug Einheiten verloren. Jetzt Moral testen; misslingt er einer Kriegerbande, drücke ihren Knopf Fliehen (C9).</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>Turn {number} · {name}&apos;s turn</source>
        <translation>Zug {number} · {name} ist am Zug</translation>
    </message>
    <message>
        <source>Roll the set-up order (M3). In a scenario with a defender, choose the defender first (M2).</source>
        <translation>Würfle die Aufstellungsreihenfolge (M3). In einem Szenario mit Verteidiger bestimme zuerst den Verteidiger (M2).</translation>
    </message>
    <message>
        <source>{warband} ({name}) chooses a set-up segment: click a free segment (A–F) on the board (M4).</source>
        <translation>{warband} ({name}) wählt einen Aufstellungsabschnitt: klicke auf einen freien Abschnitt (A–F) auf dem Spielfeld (M4).</translation>
    </message>
    <message>
        <source>{warband} ({name}) sets up next (M3).</source>
        <translation>{warband} ({name}) stellt als Nächstes auf (M3).</translation>
    </message>
    <message>
        <source>Every warband has its set-up segment. Roll the order of play (M5).</source>
        <translation>Jede Kriegerbande hat ihren Aufstellungsabschnitt. Würfle die Spielreihenfolge (M5).</translation>
    </message>
    <message>
        <source>{warband} ({name}) plays. End turn passes play clockwise (M5). Next: {next}.</source>
        <translation>{warband} ({name}) spielt. Zug beenden gibt im Uhrzeigersinn weiter (M5). Als Nächstes: {next}.</translation>
    </message>
    <message>
        <source>{warband} ({name}) plays. End turn passes play clockwise (M5).</source>
        <translation>{warband} ({name}) spielt. Zug beenden gibt im Uhrzeigersinn weiter (M5).</translation>
    </message>
    <message>
        <source>Defender: {name} (M2)</source>
        <translation>Verteidiger: {name} (M2)</translation>
    </message>
    <message>
        <source>Set-up order: {order}</source>
        <translation>Aufstellungsreihenfolge: {order}</translation>
    </message>
    <message>
        <source>Order of play: {order}</source>
        <translation>Spielreihenfolge: {order}</translation>
    </message>
    <message>
        <source>Underdog: {warband} ({name}) gains +{bonus} experience (rating gap, M6).</source>
        <translation>Außenseiter: {warband} ({name}) erhält +{bonus} Erfahrung (Unterschied im Bandenwert, M6).</translation>
    </message>
    <message>
        <source>This game has no scenario scoring (V1): add victory points with each warband&apos;s VP +. It has no last turn: it lasts until one warband is left (M9).</source>
        <translation>Dieses Spiel hat keine Szenario-Wertung (V1): Siegpunkte mit SP + der jeweiligen Kriegerbande vergeben. Es hat keinen letzten Zug: Es dauert, bis nur noch eine Kriegerbande übrig ist (M9).</translation>
    </message>
    <message>
        <source>End turn ▸ {name}</source>
        <translation>Zug beenden ▸ {name}</translation>
    </message>
    <message>
        <source>{names} win together</source>
        <translation>{names} gewinnen gemeinsam</translation>
    </message>
    <message>
        <source>{names} win</source>
        <translation>{names} gewinnen</translation>
    </message>
    <message>
        <source>{names} wins</source>
        <translation>{names} gewinnt</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>nobody wins</source>
        <translation>niemand gewinnt</translation>
    </message>
    <message>
        <source>The game is over after turn {number}: {outcome}. Save it, or open a new game.</source>
        <translation>Das Spiel ist nach Zug {number} vorbei: {outcome}. Speichere es oder öffne ein neues Spiel.</translation>
    </message>
    <message>
        <source>The game is over in turn {number}: {outcome}. Save it, or open a new game.</source>
        <translation>Das Spiel ist in Zug {number} zu Ende gegangen: {outcome}. Speichere es oder öffne ein neues Spiel.</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Propose alliance</source>
        <translation>Bündnis vorschlagen</translation>
    </message>
    <message>
        <source>{player} proposes an alliance</source>
        <translation>{player} schlägt ein Bündnis vor</translation>
    </message>
    <message>
        <source>Answer alliance</source>
        <translation>Auf Bündnis antworten</translation>
    </message>
    <message>
        <source>{player} refuses the alliance</source>
        <translation>{player} lehnt das Bündnis ab</translation>
    </message>
    <message>
        <source>{player} allies with {proposer}</source>
        <translation>{player} verbündet sich mit {proposer}</translation>
    </message>
    <message>
        <source>Break alliance</source>
        <translation>Bündnis beenden</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>{by} charges {target}</source>
        <translation>{by} stürmt {target} an</translation>
    </message>
    <message>
        <source>{by} shoots at {target}</source>
        <translation>{by} schießt auf {target}</translation>
    </message>
    <message>
        <source>{by} casts a spell at {target}</source>
        <translation>{by} wirkt einen Zauber auf {target}</translation>
    </message>
    <message>
        <source>Draw: {purpose}</source>
        <translation>Ziehen: {purpose}</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Roll {dice}</source>
        <translation>{dice} würfeln</translation>
    </message>
    <message>
        <source>Roll-off: {purpose}</source>
        <translation>Auswürfeln: {purpose}</translation>
    </message>
    <message>
        <source>Roll-off</source>
        <translation>Auswürfeln</translation>
    </message>
    <message>
        <source>Random hit</source>
        <translation>Zufälliger Treffer</translation>
    </message>
    <message>
        <source>Roll for scenario</source>
        <translation>Szenario auswürfeln</translation>
    </message>
    <message>
        <source>Move model</source>
        <translation>Modell bewegen</translation>
    </message>
    <message>
        <source>Move {model}</source>
        <translation>{model} bewegen</translation>
    </message>
    <message>
        <source>Place {models} knowingly</source>
        <translation>{models} bewusst aufstellen</translation>
    </message>
    <message>
        <source>Move {count} models</source>
        <translation>{count} Modelle bewegen</translation>
    </message>
    <message>
        <source>Turn model</source>
        <translation>Modell drehen</translation>
    </message>
    <message>
        <source>Turn {model} to {facing}°</source>
        <translation>{model} auf {facing}° drehen</translation>
    </message>
    <message>
        <source>Turn {model} to {facing}° knowingly</source>
        <translation>{model} bewusst auf {facing}° drehen</translation>
    </message>
    <message>
        <source>Change status</source>
        <translation>Zustand ändern</translation>
    </message>
    <message>
        <source>{model}: {status}</source>
        <translation>{model}: {status}</translation>
    </message>
    <message>
        <source>Remove models</source>
        <translation>Modelle entfernen</translation>
    </message>
    <message>
        <source>{model} back to the tray</source>
        <translation>{model} zurück in die Ablage</translation>
    </message>
    <message>
        <source>Take {models} off the table</source>
        <translation>{models} vom Tisch nehmen</translation>
    </message>
    <message>
        <source>Edit model</source>
        <translation>Modell bearbeiten</translation>
    </message>
    <message>
        <source>Edit {model}</source>
        <translation>{model} bearbeiten</translation>
    </message>
    <message>
        <source>New turn</source>
        <translation>Neuer Zug</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>Aktivierung</translation>
    </message>
    <message>
        <source>Activate {model}</source>
        <translation>{model} aktivieren</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Flee</source>
        <translation>Fliehen</translation>
    </message>
    <message>
        <source>{warband} fled</source>
        <translation>{warband} geflohen</translation>
    </message>
    <message>
        <source>{warband} routed</source>
        <translation>{warband} in die Flucht geschlagen</translation>
    </message>
    <message>
        <source>{warband} wiped out</source>
        <translation>{warband} ausgelöscht</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Agree a set-up zone</source>
        <translation>Aufstellungszone absprechen</translation>
    </message>
    <message>
        <source>Agree {name}&apos;s set-up zone</source>
        <translation>Aufstellungszone von {name} absprechen</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <source>{player} joins with {roster}</source>
        <translation>{player} tritt mit {roster} bei</translation>
    </message>
    <message>
        <source>Add roster</source>
        <translation>Armeeliste hinzufügen</translation>
    </message>
    <message>
        <source>Add {roster} to {player}&apos;s tray</source>
        <translation>{roster} in die Ablage von {player} legen</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>Bring in unit</source>
        <translation>Einheit hereinbringen</translation>
    </message>
    <message>
        <source>Bring in {unit}</source>
        <translation>{unit} hereinbringen</translation>
    </message>
    <message>
        <source>Choose defender</source>
        <translation>Verteidiger bestimmen</translation>
    </message>
    <message>
        <source>Set-up order</source>
        <translation>Aufstellungsreihenfolge</translation>
    </message>
    <message>
        <source>Roll set-up order</source>
        <translation>Aufstellungsreihenfolge auswürfeln</translation>
    </message>
    <message>
        <source>Choose segment</source>
        <translation>Segment wählen</translation>
    </message>
    <message>
        <source>Roll for counters</source>
        <translation>Für Marker würfeln</translation>
    </message>
    <message>
        <source>Roll for {counters}</source>
        <translation>Für {counters} würfeln</translation>
    </message>
    <message>
        <source>Place counter</source>
        <translation>Marker platzieren</translation>
    </message>
    <message>
        <source>{player} places {counter} {number}</source>
        <translation>{player} platziert {counter} {number}</translation>
    </message>
    <message>
        <source>Leave counter out</source>
        <translation>Marker weglassen</translation>
    </message>
    <message>
        <source>{player}&apos;s {counter} is left out</source>
        <translation>{counter} von {player} entfällt</translation>
    </message>
    <message>
        <source>Place model</source>
        <translation>Modell aufstellen</translation>
    </message>
    <message>
        <source>{model} arrives</source>
        <translation>{model} kommt an</translation>
    </message>
    <message>
        <source>Place {model}</source>
        <translation>{model} aufstellen</translation>
    </message>
    <message>
        <source>Place block</source>
        <translation>Block aufstellen</translation>
    </message>
    <message>
        <source>Place {what} ({count})</source>
        <translation>{what} aufstellen ({count})</translation>
    </message>
    <message>
        <source>Back to the tray</source>
        <translation>Zurück in die Ablage</translation>
    </message>
    <message>
        <source>Roll order of play</source>
        <translation>Spielreihenfolge auswürfeln</translation>
    </message>
</context>
<context>
    <name>ZoneLayer</name>
    <message>
        <source>{warband}: set up within {depth} in of this edge (S2)</source>
        <translation>{warband}: innerhalb von {depth} Zoll von diesem Spielfeldrand aufstellen (S2)</translation>
    </message>
    <message>
        <source>{warbands}: agreed zone</source>
        <translation>{warbands}: abgesprochene Zone</translation>
    </message>
    <message>
        <source>{warbands}: set up {zone}, as the players agreed (the scenario gives no zones; nothing is judged against it)</source>
        <translation>{warbands}: Aufstellung {zone}, wie die Spieler es abgesprochen haben (das Szenario gibt keine Zonen vor; nichts wird daran gemessen)</translation>
    </message>
</context>
<context>
    <name>Zones</name>
    <message>
        <source>no zone agreed</source>
        <translation>keine Zone abgesprochen</translation>
    </message>
    <message>
        <source>the top-left quarter</source>
        <translation>das Viertel oben links</translation>
    </message>
    <message>
        <source>the top-right quarter</source>
        <translation>das Viertel oben rechts</translation>
    </message>
    <message>
        <source>the bottom-right quarter</source>
        <translation>das Viertel unten rechts</translation>
    </message>
    <message>
        <source>the bottom-left quarter</source>
        <translation>das Viertel unten links</translation>
    </message>
    <message>
        <source>within {depth} in of the top edge</source>
        <translation>innerhalb von {depth} Zoll vom oberen Rand</translation>
    </message>
    <message>
        <source>within {depth} in of the bottom edge</source>
        <translation>innerhalb von {depth} Zoll vom unteren Rand</translation>
    </message>
    <message>
        <source>within {depth} in of the left edge</source>
        <translation>innerhalb von {depth} Zoll vom linken Rand</translation>
    </message>
    <message>
        <source>within {depth} in of the right edge</source>
        <translation>innerhalb von {depth} Zoll vom rechten Rand</translation>
    </message>
</context>
</TS>
