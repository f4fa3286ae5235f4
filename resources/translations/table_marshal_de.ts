<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up a new game from a scenario and the warbands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import roster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a warband&apos;s models from a BattleScribe, New Recruit or Trench Companion roster in a player&apos;s set-up tray (or drop the file on the window)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Card skirmish (Trench Crusade)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The default game: a new three-warband skirmish on a 4&apos;x6&apos; table, driven by Initiative cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mordheim Treasure Hunt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new three-warband Mordheim Treasure Hunt: D6 order of play, clockwise turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game to a new file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export board…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the board as a PDF or PNG picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print plan at 1:1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile the table onto A4 or Letter pages at true scale, as a PDF to print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit Table Marshal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the selected models off the table (during set-up: back to the tray)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit &amp;model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the selected model&apos;s name, short label, unit, base, facing or status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit table to window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the board and the turn in large type in a window of its own, for the club&apos;s TV or projector (full screen on a second screen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shade what the selected model sees and list the enemies it sees, the closest first (a guide: the table has the final word, T4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save layout…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the terrain on the table as a table layout (T5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open layout…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a saved table layout down in the game being set up (T5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a ruler between two points or bases (Esc stops)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop measuring, or put a dragged model back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn base &amp;left 15°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the selected oval or rectangular base anticlockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn base &amp;right 15°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the selected oval or rectangular base clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn base left 1°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the selected base anticlockwise by one degree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn base right 1°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the selected base clockwise by one degree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Activate selected model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected model activates, if it is its warband&apos;s activation (C7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activate &amp;next model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The highlighted player activates a model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Initiative phase: deal cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal one Initiative card to each player still in the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the turn: discard and refund, or pass clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trench Crusade &amp;All-Out War</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new three-player All-Out War game: Initiative cards and Threat Point refunds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table Marshal &amp;help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to use Table Marshal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the folder holding the log file and any crash reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Table Marshal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version and credits</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Docks</name>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice and draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation type="unfinished"></translation>
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
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Terrain layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tip} (V)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a model to see its sight (V)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: {action} cannot be used. Ctrl+Z takes back the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now. {now}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a model to move it (Ctrl+Z undoes). Wheel or Ctrl+= / Ctrl+- zooms, F fits the table, drag the background or hold the middle button to pan. Right-click a model for its status; double-click it to edit it; Delete takes the selected models off the table.

Terrain: drag pieces from the Terrain tab (View ▸ Terrain) onto the table; drag a piece to move it, R / Shift+R turns it, its square handles resize it, double-click edits it, right-click locks it, Delete removes it. File ▸ Terrain layout saves the table&apos;s pieces and opens them into a new game being set up. Sight (V) shades what the selected model sees and lists the enemies it sees, the closest first: a guide, the table has the final word.

The Turn panel moves the game on. Card games: &apos;Initiative phase&apos; deals the cards; click a model of the highlighted warband and press Enter (or use &apos;Activate next model&apos;) to activate it; &apos;End turn&apos; discards and refunds. Mordheim: roll the set-up order, click a free segment for each warband in turn, roll the order of play, and &apos;End turn&apos; passes play clockwise.

The &apos;Dice and draws&apos; tab has draws, roll-offs, the dice roller and the random hit for shooting into combat. Everything is in the event log; Ctrl+Z undoes.

To try the app: File ▸ Open demo has a card skirmish and an All-Out War game (Trench Crusade) and a Mordheim Treasure Hunt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table Marshal help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log folder: {folder}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
