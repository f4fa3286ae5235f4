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
    <name>Application</name>
    <message>
        <source>Table Marshal cannot open this game file.

{problem}</source>
        <translation>Table Marshal kann diese Spieldatei nicht öffnen.

{problem}</translation>
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
</context>
<context>
    <name>ExposureLegend</name>
    <message>
        <source>Safe: no enemy warband sees it</source>
        <translation>Sicher: keine gegnerische Kriegerbande sieht es</translation>
    </message>
    <message>
        <source>Seen by 1 enemy warband</source>
        <translation>Von 1 gegnerischen Kriegerbande gesehen</translation>
    </message>
    <message>
        <source>Seen by {n} enemy warbands</source>
        <translation>Von {n} gegnerischen Kriegerbanden gesehen</translation>
    </message>
    <message>
        <source>{name}: not counted (no set-up zone and no model on the table yet)</source>
        <translation>{name}: nicht gezählt (keine Aufstellungszone und noch kein Modell auf dem Tisch)</translation>
    </message>
    <message>
        <source>{name}: from its {n} model(s) on the table (no set-up zone)</source>
        <translation>{name}: von ihren {n} Modell(en) auf dem Tisch (keine Aufstellungszone)</translation>
    </message>
    <message>
        <source>{name}: from its set-up zone</source>
        <translation>{name}: von ihrer Aufstellungszone aus</translation>
    </message>
    <message>
        <source>No enemy warband: allies and team-mates never count</source>
        <translation>Keine gegnerische Kriegerbande: Verbündete und Teamkameraden zählen nie</translation>
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
        <translation>Die Legende einklappen (die Liste bleibt)</translation>
    </message>
    <message>
        <source>A guide (R4, T3): the table has the final word.</source>
        <translation>Eine Hilfe (R4, T3): das letzte Wort hat der Tisch.</translation>
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
        <source>Seen now by enemy models on the table ({n})</source>
        <translation>Jetzt von gegnerischen Modellen auf dem Tisch gesehen ({n})</translation>
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
        <translation>%n {paper}-Seite ({columns} breit, {rows} hoch) geschrieben nach
{path}

Drucke das PDF mit 100 % („Tatsächliche Größe“), nicht „An Seite anpassen“, und prüfe den 2-Zoll-Balken auf einer Seite. Lege die Seiten nach ihren Beschriftungen aus, A1 oben links; jede Seite überlappt die nächste um {overlap} Zoll, bis zu ihrer gestrichelten Linie.</translation>
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
        <translation>Dieses Szenario wird in festen Teams gespielt: beginne ein neues Spiel, um einen Spieler hinzuzufügen</translation>
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
        <translation>Ein Spieler heißt schon {name}</translation>
    </message>
    <message>
        <source>this is a {roster} roster; the game is {game}</source>
        <translation>das ist eine Armeeliste für {roster}; das Spiel ist {game}</translation>
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
        <source>{scenario} is for at most {most} players</source>
        <translation>{scenario} ist für höchstens {most} Spieler</translation>
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
        <translation>Die Sprache, in der Table Marshal ab dem nächsten Start erscheint</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Table Marshal speaks {language} from the next time it starts. Quit and start it again to switch now.</source>
        <translation>Table Marshal erscheint ab dem nächsten Start auf {language}. Beende es und starte es neu, um jetzt zu wechseln.</translation>
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
    <name>NewGameWizard</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>%n of your own scenario files were skipped:</source>
        <translation>%n deiner eigenen Szenariodateien wurde übersprungen:</translation>
    </message>
</context>
<context>
    <name>RaceTable</name>
    <message>
        <source>?: no model of {names} has a known Movement (R1), so no number; the model editor sets it.</source>
        <translation>?: kein Modell von {names} hat eine bekannte Bewegung (R1), also keine Zahl; der Modell-Editor legt sie fest.</translation>
    </message>
    <message>
        <source>{name}: no model has a known Movement (R1); set it in the model editor</source>
        <translation>{name}: kein Modell hat eine bekannte Bewegung (R1); lege sie im Modell-Editor fest</translation>
    </message>
    <message>
        <source>{name}: no way there round the terrain, or no model on the table or set-up zone to start from (R5)</source>
        <translation>{name}: kein Weg um das Gelände herum dorthin, oder kein Modell auf dem Tisch und keine Aufstellungszone als Start (R5)</translation>
    </message>
    <message>
        <source>{name}: already within control range (R5)</source>
        <translation>{name}: schon in Kontrollreichweite (R5)</translation>
    </message>
    <message>
        <source>{name}: {turns} turn(s) for its fastest model (R5)</source>
        <translation>{name}: {turns} Zug/Züge für ihr schnellstes Modell (R5)</translation>
    </message>
    <message>
        <source>tie: {names}</source>
        <translation>Gleichstand: {names}</translation>
    </message>
    <message>
        <source>No model has a known Movement (R1): no race to show; the model editor sets it.</source>
        <translation>Kein Modell hat eine bekannte Bewegung (R1): kein Wettlauf zu zeigen; der Modell-Editor legt sie fest.</translation>
    </message>
    <message>
        <source>{objective}: {cells}; first: {first}</source>
        <translation>{objective}: {cells}; zuerst: {first}</translation>
    </message>
    <message>
        <source>—: no way there round the terrain yet.</source>
        <translation>—: noch kein Weg um das Gelände herum dorthin.</translation>
    </message>
    <message>
        <source>Race to the objectives (R5)</source>
        <translation>Wettlauf zu den Missionszielen (R5)</translation>
    </message>
    <message>
        <source>Turns each warband&apos;s fastest model needs to bring its base within control range, going round the terrain and ignoring other models. —: no way there yet. Bold: first (ties: all of them).</source>
        <translation>Züge, die das schnellste Modell jeder Kriegerbande braucht, um seine Base in Kontrollreichweite zu bringen, um das Gelände herum und ohne andere Modelle zu beachten. —: noch kein Weg dorthin. Fett: zuerst (bei Gleichstand: alle).</translation>
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
        <translation>%n Modell von {roster} liegt in der Ablage von {player}: ziehe es auf den Tisch</translation>
    </message>
    <message>
        <source>The new player&apos;s name (their warband: {warband}):</source>
        <translation>Der Name des neuen Spielers (seine Kriegerbande: {warband}):</translation>
    </message>
    <message>
        <source>{player} joins with {warband}: %n models in their tray; drag them onto the table</source>
        <translation>{player} tritt mit {warband} bei: %n Modell in der Ablage; ziehe es auf den Tisch</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
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
</TS>
