<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>About</name>
    <message>
        <source>the Shapely contributors</source>
        <translation>les contributeurs de Shapely</translation>
    </message>
    <message>
        <source>the NumPy developers</source>
        <translation>les développeurs de NumPy</translation>
    </message>
    <message>
        <source>Samuel Colvin and the pydantic contributors</source>
        <translation>Samuel Colvin et les contributeurs de pydantic</translation>
    </message>
    <message>
        <source>the platformdirs contributors</source>
        <translation>les contributeurs de platformdirs</translation>
    </message>
    <message>
        <source>the Python Software Foundation</source>
        <translation>la Python Software Foundation</translation>
    </message>
    <message>
        <source>Trench Crusade bases (resources/bases/trench-crusade.csv)</source>
        <translation>Socles de Trench Crusade (resources/bases/trench-crusade.csv)</translation>
    </message>
    <message>
        <source>Trench Companion&apos;s model data and the New Recruit catalogue&apos;s Base characteristic; where the two disagree, the base is marked a guess</source>
        <translation>les données de figurines de Trench Companion et la caractéristique Base du catalogue New Recruit ; là où les deux divergent, le socle est marqué comme estimé</translation>
    </message>
    <message>
        <source>Mordheim bases (resources/bases/mordheim.csv)</source>
        <translation>Socles de Mordheim (resources/bases/mordheim.csv)</translation>
    </message>
    <message>
        <source>Mordheim&apos;s rosters carry no base sizes: the usual base of each kind of model, every row a guess for the players to check</source>
        <translation>les listes de Mordheim ne donnent pas la taille des socles : le socle habituel de chaque type de figurine, chaque ligne une estimation que les joueurs doivent vérifier</translation>
    </message>
    <message>
        <source>The project&apos;s licence is not yet chosen: the repository has no LICENSE file, so ask its authors before you copy or share it.</source>
        <translation>La licence du projet n&apos;est pas encore choisie : le dépôt n&apos;a pas de fichier LICENSE, demandez donc à ses auteurs avant de le copier ou de le partager.</translation>
    </message>
    <message>
        <source>Licence: {licence} (see {file}).</source>
        <translation>Licence : {licence} (voir {file}).</translation>
    </message>
    <message>
        <source>Licence: see {file}.</source>
        <translation>Licence : voir {file}.</translation>
    </message>
    <message>
        <source>Built on (Qt {qt}, PySide6 {pyside}):</source>
        <translation>Construit avec (Qt {qt}, PySide6 {pyside}) :</translation>
    </message>
    <message>
        <source>A companion for multiplayer skirmish games: a to-scale table, the rules&apos; geometry judged live, dealt Initiative cards.</source>
        <translation>Un compagnon pour les jeux d&apos;escarmouche multijoueurs : une table à l&apos;échelle, la géométrie des règles jugée en direct, les cartes d&apos;Initiative distribuées.</translation>
    </message>
    <message>
        <source>Base tables:</source>
        <translation>Tables de socles :</translation>
    </message>
    <message>
        <source>Trench Crusade and Mordheim belong to their publishers; Table Marshal is an unofficial companion and ships none of their rules text.</source>
        <translation>Trench Crusade et Mordheim appartiennent à leurs éditeurs ; Table Marshal est un compagnon non officiel et ne contient aucun texte de leurs règles.</translation>
    </message>
    <message>
        <source>About Table Marshal</source>
        <translation>À propos de Table Marshal</translation>
    </message>
    <message>
        <source>Open log folder</source>
        <translation>Ouvrir le dossier des journaux</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Set up a new game from a scenario and the warbands</source>
        <translation>Préparer une nouvelle partie à partir d&apos;un scénario et des bandes</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>&amp;Import roster…</source>
        <translation>&amp;Importer une liste d&apos;armée…</translation>
    </message>
    <message>
        <source>Put a warband&apos;s models from a BattleScribe, New Recruit or Trench Companion roster in a player&apos;s set-up tray (or drop the file on the window)</source>
        <translation>Placer les figurines d&apos;une bande tirées d&apos;une liste d&apos;armée BattleScribe, New Recruit ou Trench Companion dans le bac de déploiement d&apos;un joueur (ou déposer le fichier sur la fenêtre)</translation>
    </message>
    <message>
        <source>&amp;Card skirmish (Trench Crusade)</source>
        <translation>&amp;Escarmouche aux cartes (Trench Crusade)</translation>
    </message>
    <message>
        <source>The default game: a new three-warband skirmish on a 4&apos;x6&apos; table, driven by Initiative cards</source>
        <translation>La partie par défaut : une nouvelle escarmouche à trois bandes sur une table de 4&apos;x6&apos;, rythmée par les cartes d&apos;Initiative</translation>
    </message>
    <message>
        <source>&amp;Mordheim Treasure Hunt</source>
        <translation>Chasse au trésor &amp;Mordheim</translation>
    </message>
    <message>
        <source>A new three-warband Mordheim Treasure Hunt: D6 order of play, clockwise turns</source>
        <translation>Une nouvelle chasse au trésor Mordheim à trois bandes : ordre de jeu au D6, tours dans le sens des aiguilles d&apos;une montre</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save the game to a new file</source>
        <translation>Enregistrer la partie dans un nouveau fichier</translation>
    </message>
    <message>
        <source>&amp;Export board…</source>
        <translation>E&amp;xporter le plateau…</translation>
    </message>
    <message>
        <source>Export the board as a PDF or PNG picture</source>
        <translation>Exporter le plateau en PDF ou en image PNG</translation>
    </message>
    <message>
        <source>&amp;Print plan at 1:1…</source>
        <translation>Im&amp;primer le plan à l&apos;échelle 1:1…</translation>
    </message>
    <message>
        <source>Tile the table onto A4 or Letter pages at true scale, as a PDF to print</source>
        <translation>Répartir la table sur des pages A4 ou Letter à l&apos;échelle réelle, en PDF à imprimer</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Quit Table Marshal</source>
        <translation>Quitter Table Marshal</translation>
    </message>
    <message>
        <source>&amp;Delete model</source>
        <translation>&amp;Supprimer la figurine</translation>
    </message>
    <message>
        <source>Take the selected models off the table (during set-up: back to the tray)</source>
        <translation>Retirer de la table les figurines sélectionnées (pendant le déploiement : retour au bac)</translation>
    </message>
    <message>
        <source>Edit &amp;model…</source>
        <translation>&amp;Modifier la figurine…</translation>
    </message>
    <message>
        <source>Change the selected model&apos;s name, short label, unit, base, facing or status</source>
        <translation>Modifier le nom, l&apos;étiquette courte, l&apos;unité, le socle, l&apos;orientation ou l&apos;état de la figurine sélectionnée</translation>
    </message>
    <message>
        <source>&amp;Fit table to window</source>
        <translation>&amp;Ajuster la table à la fenêtre</translation>
    </message>
    <message>
        <source>Show the whole table</source>
        <translation>Afficher toute la table</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>&amp;Table screen</source>
        <translation>&amp;Écran de table</translation>
    </message>
    <message>
        <source>Show the board and the turn in large type in a window of its own, for the club&apos;s TV or projector (full screen on a second screen)</source>
        <translation>Afficher le plateau et le tour en grands caractères dans une fenêtre à part, pour la télévision ou le projecteur du club (plein écran sur un second écran)</translation>
    </message>
    <message>
        <source>&amp;Sight</source>
        <translation>&amp;Ligne de vue</translation>
    </message>
    <message>
        <source>Shade what the selected model sees and list the enemies it sees, the closest first (a guide: the table has the final word, T4)</source>
        <translation>Ombrer ce que voit la figurine sélectionnée et lister les ennemis qu&apos;elle voit, les plus proches d&apos;abord (un guide : la table a le dernier mot, T4)</translation>
    </message>
    <message>
        <source>E&amp;xposure</source>
        <translation>E&amp;xposition</translation>
    </message>
    <message>
        <source>Shade the table by how many enemy warbands could see each spot from their set-up zones, for the player who sets up now (R4)</source>
        <translation>Ombrer la table selon le nombre de bandes ennemies qui pourraient voir chaque point depuis leur zone de déploiement, pour le joueur qui se déploie maintenant (R4)</translation>
    </message>
    <message>
        <source>&amp;Save layout…</source>
        <translation>&amp;Enregistrer la disposition…</translation>
    </message>
    <message>
        <source>Save the terrain on the table as a table layout (T5)</source>
        <translation>Enregistrer les décors de la table comme disposition de table (T5)</translation>
    </message>
    <message>
        <source>&amp;Open layout…</source>
        <translation>&amp;Ouvrir une disposition…</translation>
    </message>
    <message>
        <source>Put a saved table layout down in the game being set up (T5)</source>
        <translation>Poser une disposition de table enregistrée dans la partie en cours de déploiement (T5)</translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <translation>&amp;Mesurer</translation>
    </message>
    <message>
        <source>Drag a ruler between two points or bases (Esc stops)</source>
        <translation>Tirer une règle entre deux points ou deux socles (Échap arrête)</translation>
    </message>
    <message>
        <source>&amp;Cancel tool</source>
        <translation>A&amp;nnuler l&apos;outil</translation>
    </message>
    <message>
        <source>Stop measuring, or put a dragged model back</source>
        <translation>Arrêter la mesure, ou remettre en place une figurine déplacée</translation>
    </message>
    <message>
        <source>Turn base &amp;left 15°</source>
        <translation>Tourner le socle de 15° à &amp;gauche</translation>
    </message>
    <message>
        <source>Turn the selected oval or rectangular base anticlockwise</source>
        <translation>Tourner le socle ovale ou rectangulaire sélectionné dans le sens inverse des aiguilles d&apos;une montre</translation>
    </message>
    <message>
        <source>Turn base &amp;right 15°</source>
        <translation>Tourner le socle de 15° à &amp;droite</translation>
    </message>
    <message>
        <source>Turn the selected oval or rectangular base clockwise</source>
        <translation>Tourner le socle ovale ou rectangulaire sélectionné dans le sens des aiguilles d&apos;une montre</translation>
    </message>
    <message>
        <source>Turn base left 1°</source>
        <translation>Tourner le socle de 1° à gauche</translation>
    </message>
    <message>
        <source>Turn the selected base anticlockwise by one degree</source>
        <translation>Tourner le socle sélectionné d&apos;un degré dans le sens inverse des aiguilles d&apos;une montre</translation>
    </message>
    <message>
        <source>Turn base right 1°</source>
        <translation>Tourner le socle de 1° à droite</translation>
    </message>
    <message>
        <source>Turn the selected base clockwise by one degree</source>
        <translation>Tourner le socle sélectionné d&apos;un degré dans le sens des aiguilles d&apos;une montre</translation>
    </message>
    <message>
        <source>&amp;Activate selected model</source>
        <translation>&amp;Activer la figurine sélectionnée</translation>
    </message>
    <message>
        <source>The selected model activates, if it is its warband&apos;s activation (C7)</source>
        <translation>La figurine sélectionnée s&apos;active, si c&apos;est au tour de sa bande (C7)</translation>
    </message>
    <message>
        <source>Activate &amp;next model</source>
        <translation>Activer la figurine &amp;suivante</translation>
    </message>
    <message>
        <source>The highlighted player activates a model</source>
        <translation>Le joueur en surbrillance active une figurine</translation>
    </message>
    <message>
        <source>&amp;Initiative phase: deal cards</source>
        <translation>Phase d&apos;&amp;Initiative : distribuer les cartes</translation>
    </message>
    <message>
        <source>Deal one Initiative card to each player still in the game</source>
        <translation>Distribuer une carte d&apos;Initiative à chaque joueur encore en jeu</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>&amp;Finir le tour</translation>
    </message>
    <message>
        <source>End the turn: discard and refund, or pass clockwise</source>
        <translation>Finir le tour : défausser et rembourser, ou passer la main dans le sens des aiguilles d&apos;une montre</translation>
    </message>
    <message>
        <source>Trench Crusade &amp;All-Out War</source>
        <translation>&amp;All-Out War (Trench Crusade)</translation>
    </message>
    <message>
        <source>A new three-player All-Out War game: Initiative cards and Threat Point refunds</source>
        <translation>Une nouvelle partie All-Out War à trois joueurs : cartes d&apos;Initiative et remboursement des points de Menace</translation>
    </message>
    <message>
        <source>Table Marshal &amp;help</source>
        <translation>&amp;Aide de Table Marshal</translation>
    </message>
    <message>
        <source>How to use Table Marshal</source>
        <translation>Comment utiliser Table Marshal</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>Ouvrir le dossier des &amp;journaux</translation>
    </message>
    <message>
        <source>Show the folder holding the log file and any crash reports</source>
        <translation>Afficher le dossier du fichier journal et des rapports de plantage</translation>
    </message>
    <message>
        <source>&amp;About Table Marshal</source>
        <translation>À &amp;propos de Table Marshal</translation>
    </message>
    <message>
        <source>Version and credits</source>
        <translation>Version et remerciements</translation>
    </message>
</context>
<context>
    <name>AgreedZoneBox</name>
    <message>
        <source>No zone agreed</source>
        <translation>Aucune zone convenue</translation>
    </message>
    <message>
        <source>Top edge</source>
        <translation>Bord du haut</translation>
    </message>
    <message>
        <source>Bottom edge</source>
        <translation>Bord du bas</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Bord gauche</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Bord droit</translation>
    </message>
    <message>
        <source>Top-left quarter</source>
        <translation>Quart haut gauche</translation>
    </message>
    <message>
        <source>Top-right quarter</source>
        <translation>Quart haut droit</translation>
    </message>
    <message>
        <source>Bottom-right quarter</source>
        <translation>Quart bas droit</translation>
    </message>
    <message>
        <source>Bottom-left quarter</source>
        <translation>Quart bas gauche</translation>
    </message>
    <message>
        <source>Agreed set-up zone</source>
        <translation>Zone de déploiement convenue</translation>
    </message>
    <message>
        <source>Whose agreed set-up zone</source>
        <translation>La zone de déploiement convenue de qui</translation>
    </message>
    <message>
        <source> in</source>
        <translation> po</translation>
    </message>
    <message>
        <source>How deep the strip along the edge is (inches)</source>
        <translation>Profondeur de la bande le long du bord (pouces)</translation>
    </message>
    <message>
        <source>The scenario gives no set-up zones: this records what the players agree. Exposure and the race look from it; placements are not judged against it.</source>
        <translation>Le scénario ne donne pas de zones de déploiement : ceci note ce dont les joueurs conviennent. L&apos;exposition et la course en partent ; les placements ne sont pas jugés d&apos;après elle.</translation>
    </message>
    <message>
        <source>{name}, who sets up now</source>
        <translation>{name}, qui se déploie maintenant</translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <source>Table Marshal cannot open this game file.

{problem}</source>
        <translation>Table Marshal ne peut pas ouvrir ce fichier de partie.

{problem}</translation>
    </message>
</context>
<context>
    <name>BasePicker</name>
    <message>
        <source>25 mm round</source>
        <translation>25 mm rond</translation>
    </message>
    <message>
        <source>28 mm round</source>
        <translation>28 mm rond</translation>
    </message>
    <message>
        <source>32 mm round</source>
        <translation>32 mm rond</translation>
    </message>
    <message>
        <source>40 mm round</source>
        <translation>40 mm rond</translation>
    </message>
    <message>
        <source>50 mm round</source>
        <translation>50 mm rond</translation>
    </message>
    <message>
        <source>60 mm round</source>
        <translation>60 mm rond</translation>
    </message>
    <message>
        <source>60x30 mm oval</source>
        <translation>60x30 mm ovale</translation>
    </message>
    <message>
        <source>60x35 mm oval</source>
        <translation>60x35 mm ovale</translation>
    </message>
    <message>
        <source>120x80 mm oval</source>
        <translation>120x80 mm ovale</translation>
    </message>
    <message>
        <source>20 mm square</source>
        <translation>20 mm carré</translation>
    </message>
    <message>
        <source>25 mm square</source>
        <translation>25 mm carré</translation>
    </message>
    <message>
        <source>Custom round</source>
        <translation>Rond, taille libre</translation>
    </message>
    <message>
        <source>Custom oval</source>
        <translation>Ovale, taille libre</translation>
    </message>
    <message>
        <source>Custom rectangle</source>
        <translation>Rectangle, taille libre</translation>
    </message>
    <message>
        <source>e.g. 30</source>
        <translation>p. ex. 30</translation>
    </message>
    <message>
        <source>e.g. 70x45</source>
        <translation>p. ex. 70x45</translation>
    </message>
    <message>
        <source>e.g. 50x25</source>
        <translation>p. ex. 50x25</translation>
    </message>
    <message>
        <source>e.g. 30 or 70x45</source>
        <translation>p. ex. 30 ou 70x45</translation>
    </message>
    <message>
        <source>{choice}: the size {size} is not a positive size; type the size in millimetres, {example}</source>
        <translation>{choice} : la taille {size} n&apos;est pas une taille positive ; saisissez la taille en millimètres, {example}</translation>
    </message>
    <message>
        <source>{choice}: a round base has one size; for {size} choose Custom oval</source>
        <translation>{choice} : un socle rond n&apos;a qu&apos;une taille ; pour {size}, choisissez « Ovale, taille libre »</translation>
    </message>
    <message>
        <source>{choice}: each size must be {low} to {high} millimetres (a base smaller than a coin cannot be placed or picked on the board); type {example}</source>
        <translation>{choice} : chaque taille doit être de {low} à {high} millimètres (un socle plus petit qu&apos;une pièce de monnaie ne peut être ni posé ni saisi sur la table) ; saisissez {example}</translation>
    </message>
    <message>
        <source>A custom base&apos;s size in millimetres: 30 (round) or 70x45 (oval, rectangle)</source>
        <translation>Taille d&apos;un socle personnalisé en millimètres : 30 (rond) ou 70x45 (ovale, rectangle)</translation>
    </message>
</context>
<context>
    <name>Bases</name>
    <message>
        <source>{length}x{width} mm oval</source>
        <translation>{length}x{width} mm ovale</translation>
    </message>
</context>
<context>
    <name>BoardDrop</name>
    <message>
        <source>{verdict}. Not placed: hold Shift while dropping, or tick &apos;Place anyway&apos;, to place it knowingly.</source>
        <translation>{verdict}. Non placé : maintenez Maj en lâchant, ou cochez « Placer quand même », pour le placer sciemment.</translation>
    </message>
    <message>
        <source>{verdict}. Not placed: hold Shift while dropping, or tick &apos;Place anyway&apos;, to place them knowingly.</source>
        <translation>{verdict}. Non placés : maintenez Maj en lâchant, ou cochez « Placer quand même », pour les placer sciemment.</translation>
    </message>
    <message>
        <source>Drag cancelled by the undo</source>
        <translation>Glisser annulé par l&apos;annulation</translation>
    </message>
    <message>
        <source>{verdict} (placed by agreement)</source>
        <translation>{verdict} (placé d&apos;un commun accord)</translation>
    </message>
    <message>
        <source>{cross} Not placed: {problem}</source>
        <translation>{cross} Non placé : {problem}</translation>
    </message>
    <message>
        <source>{cross} Not placed</source>
        <translation>{cross} Non placé</translation>
    </message>
    <message>
        <source>{tick} {model}: legal here</source>
        <translation>{tick} {model} : autorisé ici</translation>
    </message>
    <message>
        <source>{tick} The counter may go here</source>
        <translation>{tick} Le marqueur peut aller ici</translation>
    </message>
    <message>
        <source>{cross} {refusal}, even by agreement</source>
        <translation>{cross} {refusal}, même d&apos;un commun accord</translation>
    </message>
    <message>
        <source>{cross} Nothing of it is left in the tray</source>
        <translation>{cross} Il n&apos;en reste rien dans la réserve</translation>
    </message>
    <message>
        <source>{count} model</source>
        <translation>{count} figurine</translation>
    </message>
    <message>
        <source>{count} models</source>
        <translation>{count} figurines</translation>
    </message>
    <message>
        <source>{tick} {block}: {models}, legal here</source>
        <translation>{tick} {block} : {models}, autorisé ici</translation>
    </message>
    <message>
        <source>{cross} {block}: {bad} of {models} cannot go here</source>
        <translation>{cross} {block} : {bad} sur {models} ne peuvent pas aller ici</translation>
    </message>
</context>
<context>
    <name>BoardFeedback</name>
    <message>
        <source>needs wholly within {range}</source>
        <translation>doit être entièrement à {range}</translation>
    </message>
    <message>
        <source>needs more than {range}</source>
        <translation>doit être à plus de {range}</translation>
    </message>
    <message>
        <source>needs within {range}</source>
        <translation>doit être à {range} ou moins</translation>
    </message>
    <message>
        <source>needs at least {range}</source>
        <translation>doit être à au moins {range}</translation>
    </message>
    <message>
        <source>within {range}: cannot run</source>
        <translation>à {range} ou moins : ne peut pas courir</translation>
    </message>
    <message>
        <source> (and 1 more broken rule)</source>
        <translation> (et 1 autre règle enfreinte)</translation>
    </message>
    <message>
        <source> (and {more} more broken rules)</source>
        <translation> (et {more} autres règles enfreintes)</translation>
    </message>
    <message>
        <source>{tick} {who}legal set-up position ({rule})</source>
        <translation>{tick} {who}position de déploiement autorisée ({rule})</translation>
    </message>
    <message>
        <source>{tick} {who}on the table</source>
        <translation>{tick} {who}sur la table</translation>
    </message>
    <message>
        <source>{tick} {who}can run: no enemy within {range} (M10)</source>
        <translation>{tick} {who}peut courir : aucun ennemi à {range} ou moins (M10)</translation>
    </message>
    <message>
        <source>moved {moved:.2f} in</source>
        <translation>déplacé de {moved:.2f} po</translation>
    </message>
    <message>
        <source>{moved} from where it started the turn</source>
        <translation>{moved} depuis sa position au début du tour</translation>
    </message>
    <message>
        <source>(Movement {move:g} in)</source>
        <translation>(Mouvement {move:g} po)</translation>
    </message>
</context>
<context>
    <name>BoardGestures</name>
    <message>
        <source>Measure: drag between two points or bases; Esc to stop</source>
        <translation>Mesurer : glissez entre deux points ou socles ; Échap pour arrêter</translation>
    </message>
    <message>
        <source>{piece} is locked: a drag on it moves the models on it, not the piece</source>
        <translation>{piece} est verrouillé : glisser dessus déplace les figurines posées dessus, pas l&apos;élément de décor</translation>
    </message>
    <message>
        <source>✗ {model} not turned: {problem}; turn it the same way again (the same key), or tick Place anyway, to turn it knowingly</source>
        <translation>✗ {model} non tournée : {problem} ; tournez-la encore de la même façon (la même touche), ou cochez Placer quand même, pour la tourner sciemment</translation>
    </message>
    <message>
        <source>{model} faces {degrees}°</source>
        <translation>{model} est orientée à {degrees}°</translation>
    </message>
    <message>
        <source> (turned knowingly: see the event log)</source>
        <translation> (tournée sciemment : voir le journal)</translation>
    </message>
    <message>
        <source>{piece} is locked: unlock it (right-click) to turn it</source>
        <translation>{piece} est verrouillé : déverrouillez-le (clic droit) pour le tourner</translation>
    </message>
    <message>
        <source>Drag cancelled by the undo</source>
        <translation>Glisser annulé par l&apos;annulation</translation>
    </message>
    <message>
        <source>Measure cancelled</source>
        <translation>Mesure annulée</translation>
    </message>
</context>
<context>
    <name>BoardInteraction</name>
    <message>
        <source>Drag cancelled by the undo</source>
        <translation>Glisser annulé par l&apos;annulation</translation>
    </message>
    <message>
        <source>Move cancelled: released outside the board</source>
        <translation>Déplacement annulé : lâché hors du plateau</translation>
    </message>
    <message>
        <source>hold Shift as you drop, or tick Place anyway,</source>
        <translation>maintenez Maj en lâchant, ou cochez Placer quand même,</translation>
    </message>
    <message>
        <source>hold Shift as you drop</source>
        <translation>maintenez Maj en lâchant</translation>
    </message>
    <message>
        <source>release Shift and press it again as you drop, or tick Place anyway,</source>
        <translation>relâchez Maj et rappuyez en lâchant, ou cochez Placer quand même,</translation>
    </message>
    <message>
        <source>release Shift and press it again as you drop</source>
        <translation>relâchez Maj et rappuyez en lâchant</translation>
    </message>
    <message>
        <source>; {how} to place it knowingly</source>
        <translation> ; {how} pour le placer sciemment</translation>
    </message>
    <message>
        <source>; {how} to place them knowingly</source>
        <translation> ; {how} pour les placer sciemment</translation>
    </message>
    <message>
        <source> (placed knowingly: see the event log)</source>
        <translation> (placé sciemment : voir le journal)</translation>
    </message>
    <message>
        <source>Move cancelled</source>
        <translation>Déplacement annulé</translation>
    </message>
    <message>
        <source>objective {name} (centre)</source>
        <translation>objectif {name} (centre)</translation>
    </message>
    <message>
        <source> · in sight</source>
        <translation> · en vue</translation>
    </message>
    <message>
        <source>; they see each other (T3, a guide: the table has the final word)</source>
        <translation> ; ils se voient (T3, une indication : la table a le dernier mot)</translation>
    </message>
    <message>
        <source> · {blocker} in the way</source>
        <translation> · {blocker} gêne</translation>
    </message>
    <message>
        <source>; no line of sight: {blocker} is in the way (T3, a guide: the table has the final word)</source>
        <translation> ; pas de ligne de vue : {blocker} gêne (T3, une indication : la table a le dernier mot)</translation>
    </message>
    <message>
        <source>Measure: {measured} from {a} to {b} (closest points, G3)</source>
        <translation>Mesure : {measured} de {a} à {b} (points les plus proches, G3)</translation>
    </message>
</context>
<context>
    <name>BoardItems</name>
    <message>
        <source>Cannot be targeted: brought in by Scout and Secure, enemies may not choose it as a direct target until it has moved (templates and area effects still hit it) (S3)</source>
        <translation>Ne peut pas être ciblée : entrée par Scout and Secure, les ennemis ne peuvent pas la choisir comme cible directe tant qu&apos;elle n&apos;a pas bougé (gabarits et effets de zone la touchent quand même) (S3)</translation>
    </message>
    <message>
        <source>Segment {letter} — {warband} ({name})</source>
        <translation>Segment {letter} — {warband} ({name})</translation>
    </message>
    <message>
        <source>Segment {letter} — free</source>
        <translation>Segment {letter} — libre</translation>
    </message>
    <message>
        <source>{counter}, {name}&apos;s ({warband}): {size} mm marker, not scored by control</source>
        <translation>{counter}, de {name} ({warband}) : marqueur de {size} mm, non compté au contrôle</translation>
    </message>
    <message>
        <source>{counter}: {size} mm marker, not scored by control</source>
        <translation>{counter} : marqueur de {size} mm, non compté au contrôle</translation>
    </message>
    <message>
        <source>{objective} ({size} mm marker)</source>
        <translation>{objective} (marqueur de {size} mm)</translation>
    </message>
    <message>
        <source>{objective}: {holder}
Control within {control} in, contest within {contest} in of its centre (S4)</source>
        <translation>{objective} : {holder}
Contrôle à {control} po, contesté à {contest} po de son centre (S4)</translation>
    </message>
    <message>
        <source>Status: {status} — {note}</source>
        <translation>État : {status} — {note}</translation>
    </message>
    <message>
        <source>Status: {status}</source>
        <translation>État : {status}</translation>
    </message>
    <message>
        <source>Base {size} · ({x:.2f}, {y:.2f}) in</source>
        <translation>Socle {size} · ({x:.2f}, {y:.2f}) po</translation>
    </message>
</context>
<context>
    <name>BoardOverlays</name>
    <message>
        <source>{distance} in: {meaning}</source>
        <translation>{distance} po : {meaning}</translation>
    </message>
    <message>
        <source>{distance} in</source>
        <translation>{distance} po</translation>
    </message>
    <message>
        <source>The defender sets up here: {where}</source>
        <translation>Le défenseur se déploie ici : {where}</translation>
    </message>
    <message>
        <source>set-up gap (M4)</source>
        <translation>écart de déploiement (M4)</translation>
    </message>
    <message>
        <source>running (M10)</source>
        <translation>course (M10)</translation>
    </message>
</context>
<context>
    <name>BoardSight</name>
    <message>
        <source>a guide: the table has the final word on sight (T4)</source>
        <translation>une indication : pour la vue, la table a le dernier mot (T4)</translation>
    </message>
    <message>
        <source>Sight: {model} sees no enemy ({count} friendly models)</source>
        <translation>Vue : {model} ne voit aucun ennemi ({count} figurines amies)</translation>
    </message>
    <message>
        <source>Sight: {model} sees no enemy</source>
        <translation>Vue : {model} ne voit aucun ennemi</translation>
    </message>
    <message>
        <source>1 enemy</source>
        <translation>1 ennemi</translation>
    </message>
    <message>
        <source>{n} enemies</source>
        <translation>{n} ennemis</translation>
    </message>
    <message>
        <source>Sight: {model} sees {count}: {names}</source>
        <translation>Vue : {model} voit {count} : {names}</translation>
    </message>
    <message>
        <source>Sight: {model} sees {count} (ringed)</source>
        <translation>Vue : {model} voit {count} (entourés)</translation>
    </message>
    <message>
        <source>; closest {model} ({gap:.2f} in, M7)</source>
        <translation> ; le plus proche {model} ({gap:.2f} po, M7)</translation>
    </message>
    <message>
        <source>Sight: select one model on the table to see what it sees</source>
        <translation>Vue : sélectionnez une figurine sur la table pour voir ce qu&apos;elle voit</translation>
    </message>
    <message>
        <source>Sight: shading from the model&apos;s centre while it moves; whom it sees is shown when it stops (T4)</source>
        <translation>Vue : ombrage depuis le centre de la figurine pendant qu&apos;elle bouge ; ce qu&apos;elle voit s&apos;affiche quand elle s&apos;arrête (T4)</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Sight: select a model first (click it), then press V or Sight to shade what it sees (T4)</source>
        <translation>Vue : sélectionnez d&apos;abord une figurine (cliquez dessus), puis appuyez sur V ou Vue pour ombrer ce qu&apos;elle voit (T4)</translation>
    </message>
    <message>
        <source>Sight off</source>
        <translation>Vue désactivée</translation>
    </message>
    <message>
        <source>Drag cancelled: the turn moved on</source>
        <translation>Glisser annulé : le tour a avancé</translation>
    </message>
    <message>
        <source>{piece} is locked: unlock it (right-click) to take it away</source>
        <translation>{piece} est verrouillé : déverrouillez-le (clic droit) pour l&apos;enlever</translation>
    </message>
    <message>
        <source>Select a model on the board to delete it</source>
        <translation>Sélectionnez une figurine sur le plateau pour la supprimer</translation>
    </message>
</context>
<context>
    <name>CardWidget</name>
    <message>
        <source>no card</source>
        <translation>pas de carte</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>Card games settle a roll-off among more than two players with a draw (C4): use Draw cards</source>
        <translation>Les jeux de cartes règlent un jet départage entre plus de deux joueurs par un tirage (C4) : utilisez « Tirer des cartes »</translation>
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
        <translation>Au corps à corps avec les figurines de {names} et {last} (M8)</translation>
    </message>
    <message>
        <source>In close combat with {player} models (M8)</source>
        <translation>Au corps à corps avec les figurines de {player} (M8)</translation>
    </message>
    <message>
        <source>{player} (its own)</source>
        <translation>{player} (la sienne)</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} et {last}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>Fights in the close-combat phases of {listed} (M8); in {turns} turn it must attack that player&apos;s models</source>
        <translation>Combat pendant les phases de corps à corps de {listed} (M8) ; pendant le tour de {turns}, elle doit attaquer les figurines de ce joueur</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>The rules cannot judge this game: {problem}</source>
        <translation>Les règles ne peuvent pas juger cette partie : {problem}</translation>
    </message>
    <message>
        <source>Not started: {problem}</source>
        <translation>Pas commencé : {problem}</translation>
    </message>
    <message>
        <source>the game has no file yet: choose where to save it</source>
        <translation>la partie n&apos;a pas encore de fichier : choisissez où l&apos;enregistrer</translation>
    </message>
    <message>
        <source>{model} selected: {problem} (C7)</source>
        <translation>{model} sélectionnée : {problem} (C7)</translation>
    </message>
    <message>
        <source>{model} selected: press Enter (Game ▸ Activate selected model) to activate it (C7)</source>
        <translation>{model} sélectionnée : appuyez sur Entrée (Partie ▸ Activer la figurine sélectionnée) pour l&apos;activer (C7)</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>A report for the bug report was written to
{file}</source>
        <translation>Un rapport pour signaler le bogue a été écrit dans
{file}</translation>
    </message>
    <message>
        <source>No report could be written (the log folder is not writable).</source>
        <translation>Aucun rapport n&apos;a pu être écrit (le dossier des journaux n&apos;est pas accessible en écriture).</translation>
    </message>
    <message>
        <source>Table Marshal hit an unexpected error</source>
        <translation>Table Marshal a rencontré une erreur inattendue</translation>
    </message>
    <message>
        <source>Something went wrong inside Table Marshal.

{where}

Your game is autosaved after every move: carry on, or if the app closes, it offers to recover the game the next time it starts. Help ▸ Open log folder shows the reports.</source>
        <translation>Un problème est survenu dans Table Marshal.

{where}

Votre partie est enregistrée automatiquement après chaque coup : continuez, ou si l&apos;application se ferme, elle proposera de récupérer la partie au prochain démarrage. Aide ▸ Ouvrir le dossier des journaux montre les rapports.</translation>
    </message>
    <message>
        <source>Copy report</source>
        <translation>Copier le rapport</translation>
    </message>
</context>
<context>
    <name>Docks</name>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Dice and draws</source>
        <translation>Dés et tirages</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Journal des événements</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Déploiement</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Décors</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Réserve</translation>
    </message>
</context>
<context>
    <name>Edges</name>
    <message>
        <source>top</source>
        <translation>supérieur</translation>
    </message>
    <message>
        <source>right</source>
        <translation>droit</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>inférieur</translation>
    </message>
    <message>
        <source>left</source>
        <translation>gauche</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>{file}: could not finish the file (is the disk full?); the previous file is unchanged</source>
        <translation>{file} : le fichier n&apos;a pas pu être terminé (le disque est-il plein ?) ; le fichier précédent est inchangé</translation>
    </message>
    <message>
        <source>{file}: cannot write there ({reason})</source>
        <translation>{file} : impossible d&apos;écrire à cet endroit ({reason})</translation>
    </message>
    <message>
        <source>{file}: nothing was written (is the disk full?)</source>
        <translation>{file} : rien n&apos;a été écrit (le disque est-il plein ?)</translation>
    </message>
    <message>
        <source>{file}: the file came out incomplete (is the disk full?); the previous file is unchanged</source>
        <translation>{file} : le fichier est incomplet (le disque est-il plein ?) ; le fichier précédent est inchangé</translation>
    </message>
    <message>
        <source>{file}: could not write the file ({reason})</source>
        <translation>{file} : le fichier n&apos;a pas pu être écrit ({reason})</translation>
    </message>
    <message>
        <source>Scenario: {scenario}</source>
        <translation>Scénario : {scenario}</translation>
    </message>
    <message>
        <source>table {width} × {depth} in</source>
        <translation>table {width} × {depth} po</translation>
    </message>
    <message>
        <source>turn {turn}</source>
        <translation>tour {turn}</translation>
    </message>
    <message>
        <source>before the first turn</source>
        <translation>avant le premier tour</translation>
    </message>
    <message>
        <source>inches (scale bar, {length} in)</source>
        <translation>pouces (échelle, {length} po)</translation>
    </message>
    <message>
        <source>{path}: could not start the PDF</source>
        <translation>{path} : impossible de commencer le PDF</translation>
    </message>
    <message>
        <source>{path}: could not write the PNG picture (is the disk full?); the previous file is unchanged</source>
        <translation>{path} : impossible d&apos;écrire l&apos;image PNG (le disque est-il plein ?) ; le fichier précédent est inchangé</translation>
    </message>
    <message>
        <source>{path}: choose a .pdf or .png file name</source>
        <translation>{path} : choisissez un nom de fichier .pdf ou .png</translation>
    </message>
</context>
<context>
    <name>ExportPlan</name>
    <message>
        <source>{tile} overlaps {overlap} in</source>
        <translation>{tile} chevauche de {overlap} po</translation>
    </message>
    <message>
        <source>lay {tile} from the dashed line</source>
        <translation>poser {tile} à partir de la ligne pointillée</translation>
    </message>
    <message>
        <source>Print at 100 %: this bar must measure 2 in (50.8 mm)</source>
        <translation>Imprimer à 100 % : cette barre doit mesurer 2 po (50,8 mm)</translation>
    </message>
    <message>
        <source>{game} — plan at 1:1</source>
        <translation>{game} — plan à l&apos;échelle 1:1</translation>
    </message>
    <message>
        <source>{path}: could not start the PDF</source>
        <translation>{path} : impossible de commencer le PDF</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message>
        <source>fled</source>
        <translation>en fuite</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>en déroute</translation>
    </message>
    <message>
        <source>wiped out</source>
        <translation>anéantie</translation>
    </message>
    <message>
        <source>rating {rating}</source>
        <translation>valeur {rating}</translation>
    </message>
    <message>
        <source>1 model on the table</source>
        <translation>1 figurine sur la table</translation>
    </message>
    <message>
        <source>{count} models on the table</source>
        <translation>{count} figurines sur la table</translation>
    </message>
    <message>
        <source>{how}, out of the game</source>
        <translation>{how}, hors de la partie</translation>
    </message>
    <message>
        <source>{kind}s of {who}: {counters}</source>
        <translation>{kind} de {who} : {counters}</translation>
    </message>
    <message>
        <source>{kind}s: {counters}</source>
        <translation>{kind} : {counters}</translation>
    </message>
    <message>
        <source>A pale base with ✓: activated this turn (1 model)</source>
        <translation>Un socle pâle avec ✓ : activée ce tour-ci (1 figurine)</translation>
    </message>
    <message>
        <source>A pale base with ✓: activated this turn ({count} models)</source>
        <translation>Un socle pâle avec ✓ : activées ce tour-ci ({count} figurines)</translation>
    </message>
    <message>
        <source>Warbands</source>
        <translation>Bandes</translation>
    </message>
    <message>
        <source>Victory points: {points}</source>
        <translation>Points de victoire : {points}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Points de victoire</translation>
    </message>
    <message>
        <source>{objective}: marker at ({x}, {y}) in</source>
        <translation>{objective} : marqueur à ({x}, {y}) po</translation>
    </message>
    <message>
        <source>Objectives (markers only)</source>
        <translation>Objectifs (marqueurs seulement)</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Objectifs</translation>
    </message>
    <message>
        <source>Counters (not scored by control)</source>
        <translation>Pions (non comptés au contrôle)</translation>
    </message>
    <message>
        <source>no objectives</source>
        <translation>aucun objectif</translation>
    </message>
    <message>
        <source>Terrain (T1)</source>
        <translation>Décors (T1)</translation>
    </message>
    <message>
        <source>blocks sight; no bases unless enterable</source>
        <translation>bloque la vue ; aucun socle sauf s&apos;il est accessible</translation>
    </message>
    <message>
        <source>bases may stand in it; blocks sight between models outside it</source>
        <translation>les socles peuvent s&apos;y tenir ; bloque la vue entre figurines à l&apos;extérieur</translation>
    </message>
    <message>
        <source>no bases; blocks sight</source>
        <translation>aucun socle ; bloque la vue</translation>
    </message>
    <message>
        <source>bases may stand in it; never blocks sight</source>
        <translation>les socles peuvent s&apos;y tenir ; ne bloque jamais la vue</translation>
    </message>
    <message>
        <source>no bases; never blocks sight</source>
        <translation>aucun socle ; ne bloque jamais la vue</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Bâtiment</translation>
    </message>
    <message>
        <source>Ruin</source>
        <translation>Ruine</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Mur</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Infranchissable</translation>
    </message>
    <message>
        <source>{piece} ({height} in high, enterable)</source>
        <translation>{piece} ({height} po de haut, accessible)</translation>
    </message>
    <message>
        <source>{piece} ({height} in high)</source>
        <translation>{piece} ({height} po de haut)</translation>
    </message>
    <message>
        <source> and {count} more</source>
        <translation> et {count} de plus</translation>
    </message>
    <message>
        <source>{kind} ({rule}): {pieces}</source>
        <translation>{kind} ({rule}) : {pieces}</translation>
    </message>
    <message>
        <source>Exposure for {player} (R4)</source>
        <translation>Exposition pour {player} (R4)</translation>
    </message>
</context>
<context>
    <name>ExposureLegend</name>
    <message>
        <source>Safe: no enemy warband sees it</source>
        <translation>Sûr : aucune bande ennemie ne le voit</translation>
    </message>
    <message>
        <source>Seen by 1 enemy warband</source>
        <translation>Vu par 1 bande ennemie</translation>
    </message>
    <message>
        <source>Seen by {n} enemy warbands</source>
        <translation>Vu par {n} bandes ennemies</translation>
    </message>
    <message>
        <source>No one: the game is over</source>
        <translation>Personne : la partie est terminée</translation>
    </message>
    <message>
        <source>No one sets up now: every model is placed</source>
        <translation>Personne ne se déploie : toutes les figurines sont placées</translation>
    </message>
    <message>
        <source>No one&apos;s turn now</source>
        <translation>Ce n&apos;est le tour de personne</translation>
    </message>
    <message>
        <source>{name}: not counted (no set-up zone and no model on the table yet)</source>
        <translation>{name} : non compté (pas encore de zone de déploiement ni de figurine sur la table)</translation>
    </message>
    <message>
        <source>{name}: from its 1 model on the table (no set-up zone)</source>
        <translation>{name} : depuis sa figurine sur la table (pas de zone de déploiement)</translation>
    </message>
    <message>
        <source>{name}: from its %n models on the table (no set-up zone)</source>
        <translation>{name} : depuis ses %n figurines sur la table (pas de zone de déploiement)</translation>
    </message>
    <message>
        <source>{name}: from its agreed set-up zone ({zone})</source>
        <translation>{name} : depuis sa zone de déploiement convenue ({zone})</translation>
    </message>
    <message>
        <source>{name}: from its set-up zone</source>
        <translation>{name} : depuis sa zone de déploiement</translation>
    </message>
    <message>
        <source>No enemy warband: allies and team-mates never count</source>
        <translation>Aucune bande ennemie : les alliés et coéquipiers ne comptent jamais</translation>
    </message>
    <message>
        <source>Exposure for</source>
        <translation>Exposition pour</translation>
    </message>
    <message>
        <source>Whose exposure the board shades</source>
        <translation>L&apos;exposition de qui le plateau ombre</translation>
    </message>
    <message>
        <source>Fold the legend away (the list stays)</source>
        <translation>Replier la légende (la liste reste)</translation>
    </message>
    <message>
        <source>A guide (R4, T3): the table has the final word.</source>
        <translation>Une indication (R4, T3) : la table a le dernier mot.</translation>
    </message>
    <message>
        <source>{name}, who sets up now</source>
        <translation>{name}, qui se déploie maintenant</translation>
    </message>
    <message>
        <source>{name}, whose turn it is</source>
        <translation>{name}, dont c&apos;est le tour</translation>
    </message>
    <message>
        <source>Nothing shaded yet: no enemy warband has a set-up zone or a model on the table</source>
        <translation>Rien d&apos;ombré pour l&apos;instant : aucune bande ennemie n&apos;a de zone de déploiement ni de figurine sur la table</translation>
    </message>
    <message>
        <source>Seen now by enemy models on the table ({n})</source>
        <translation>Vu maintenant par des figurines ennemies sur la table ({n})</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>Table Marshal games (*.json)</source>
        <translation>Parties Table Marshal (*.json)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>Clear recent files</source>
        <translation>Effacer la liste des fichiers récents</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>“{name}” has changes that are not saved.

Save them before continuing?</source>
        <translation>« {name} » a des modifications non enregistrées.

Les enregistrer avant de continuer ?</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>Impossible d&apos;ouvrir la partie</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation>Ouverture de {name}…</translation>
    </message>
    <message>
        <source>Opened {path}</source>
        <translation>{path} ouvert</translation>
    </message>
    <message>
        <source>Scenario not known</source>
        <translation>Scénario inconnu</translation>
    </message>
    <message>
        <source>{path}: {problem}</source>
        <translation>{path} : {problem}</translation>
    </message>
    <message>
        <source>Undo history not restored</source>
        <translation>Historique d&apos;annulation non restauré</translation>
    </message>
    <message>
        <source>{problem}.

Everything else in the game is as it was saved; only Edit ▸ Undo starts afresh.</source>
        <translation>{problem}.

Tout le reste de la partie est tel qu&apos;il a été enregistré ; seul Édition ▸ Annuler repart de zéro.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>New game from the demo “{name}”</source>
        <translation>Nouvelle partie à partir de la démo « {name} »</translation>
    </message>
    <message>
        <source>Save game as</source>
        <translation>Enregistrer la partie sous</translation>
    </message>
    <message>
        <source>Could not save the game</source>
        <translation>La partie n&apos;a pas pu être enregistrée</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} enregistré</translation>
    </message>
    <message>
        <source>⚠ Autosave failed</source>
        <translation>⚠ Échec de l&apos;enregistrement automatique</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation>Échec de l&apos;enregistrement automatique : {reason}</translation>
    </message>
    <message>
        <source>Save the game to keep your work.</source>
        <translation>Enregistrez la partie pour conserver votre travail.</translation>
    </message>
    <message>
        <source> ({number} of {count})</source>
        <translation> ({number} sur {count})</translation>
    </message>
    <message>
        <source>“{file}”</source>
        <translation>« {file} »</translation>
    </message>
    <message>
        <source>a game that was never saved</source>
        <translation>une partie jamais enregistrée</translation>
    </message>
    <message>
        <source>Table Marshal did not close properly last time. It autosaved {where} (“{name}”) at {time}.

Recover it? You can then save it where you like.</source>
        <translation>Table Marshal ne s&apos;est pas fermé correctement la dernière fois. Il a enregistré automatiquement {where} (« {name} ») à {time}.

La récupérer ? Vous pourrez ensuite l&apos;enregistrer où vous voulez.</translation>
    </message>
    <message>
        <source>Recover unsaved game?</source>
        <translation>Récupérer la partie non enregistrée ?</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Récupérer</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>L&apos;abandonner</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
    <message>
        <source>Recovering the autosaved game…</source>
        <translation>Récupération de la partie enregistrée automatiquement…</translation>
    </message>
    <message>
        <source>Cannot recover the game</source>
        <translation>Impossible de récupérer la partie</translation>
    </message>
    <message>
        <source>{problem}

The autosave was left where it is.</source>
        <translation>{problem}

L&apos;enregistrement automatique a été laissé en place.</translation>
    </message>
    <message>
        <source>Recovered the autosaved game: save it to keep it</source>
        <translation>Partie enregistrée automatiquement récupérée : enregistrez-la pour la conserver</translation>
    </message>
    <message>
        <source>Export board</source>
        <translation>Exporter le plateau</translation>
    </message>
    <message>
        <source>Could not export</source>
        <translation>L&apos;exportation a échoué</translation>
    </message>
    <message>
        <source>Exported the board to {path}</source>
        <translation>Plateau exporté vers {path}</translation>
    </message>
    <message>
        <source>Print plan at 1:1</source>
        <translation>Imprimer le plan à l&apos;échelle 1:1</translation>
    </message>
    <message>
        <source>Paper size. The plan is a PDF: print it at 100 % (“Actual size”), never “Fit to page”.</source>
        <translation>Format du papier. Le plan est un PDF : imprimez-le à 100 % (« Taille réelle »), jamais « Ajuster à la page ».</translation>
    </message>
    <message>
        <source>Save the 1:1 plan</source>
        <translation>Enregistrer le plan 1:1</translation>
    </message>
    <message>
        <source>Could not make the plan</source>
        <translation>Le plan n&apos;a pas pu être créé</translation>
    </message>
    <message>
        <source>Plan at 1:1 ready</source>
        <translation>Plan 1:1 prêt</translation>
    </message>
    <message>
        <source>Wrote %n {paper} pages ({columns} across, {rows} down) to
{path}

Print the PDF at 100 % (“Actual size”), not “Fit to page”, and check the 2-inch bar on a page. Lay the pages out by their labels, A1 top left; each page overlaps the next by {overlap} in, up to its dashed line.</source>
        <translation>%n pages {paper} ({columns} en largeur, {rows} en hauteur) écrites dans
{path}

Imprimez le PDF à 100 % (« Taille réelle »), pas « Ajuster à la page », et vérifiez la barre de 2 pouces sur une page. Disposez les pages selon leurs étiquettes, A1 en haut à gauche ; chaque page chevauche la suivante de {overlap} po, jusqu&apos;à sa ligne pointillée.</translation>
    </message>
</context>
<context>
    <name>FleeConfirm</name>
    <message>
        <source>warband</source>
        <translation>bande</translation>
    </message>
    <message>
        <source>Warband routs?</source>
        <translation>La bande est mise en déroute ?</translation>
    </message>
    <message>
        <source>{player}&apos;s {band} routs: all its models leave the table and {player} is out of the game (M9).

Ctrl+Z takes it back if it was pressed by mistake.</source>
        <translation>La bande {band} de {player} est en déroute : toutes ses figurines quittent la table et {player} est hors de la partie (M9).

Ctrl+Z l&apos;annule si c&apos;était une erreur.</translation>
    </message>
    <message>
        <source>Warband flees?</source>
        <translation>La bande fuit ?</translation>
    </message>
    <message>
        <source>{player}&apos;s {band} flees: all its models leave the table and {player} is out of the game (C9).

Ctrl+Z takes it back if it was pressed by mistake.</source>
        <translation>La bande {band} de {player} fuit : toutes ses figurines quittent la table et {player} est hors de la partie (C9).

Ctrl+Z l&apos;annule si c&apos;était une erreur.</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>Welcome</source>
        <translation>Bienvenue</translation>
    </message>
    <message>
        <source>A new game</source>
        <translation>Une nouvelle partie</translation>
    </message>
    <message>
        <source>Rosters</source>
        <translation>Listes d&apos;armée</translation>
    </message>
    <message>
        <source>Set-up: segments, deployment, Scout</source>
        <translation>Déploiement : segments, mise en place, Scout</translation>
    </message>
    <message>
        <source>Terrain and sight</source>
        <translation>Décors et lignes de vue</translation>
    </message>
    <message>
        <source>Planning a deployment</source>
        <translation>Préparer son déploiement</translation>
    </message>
    <message>
        <source>A turn of Trench Crusade</source>
        <translation>Un tour de Trench Crusade</translation>
    </message>
    <message>
        <source>A turn of Mordheim</source>
        <translation>Un tour de Mordheim</translation>
    </message>
    <message>
        <source>Saving and printing</source>
        <translation>Enregistrer et imprimer</translation>
    </message>
    <message>
        <source>The table screen</source>
        <translation>L&apos;écran de table</translation>
    </message>
    <message>
        <source>The rules as the app applies them</source>
        <translation>Les règles selon l&apos;application</translation>
    </message>
    <message>
        <source>Everything in detail</source>
        <translation>Tout en détail (en anglais)</translation>
    </message>
    <message>
        <source>Table Marshal — Player&apos;s guide</source>
        <translation>Table Marshal — Guide du joueur</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>&amp;Player&apos;s guide…</source>
        <translation>&amp;Guide du joueur…</translation>
    </message>
    <message>
        <source>The illustrated guide: each task, and the rules by ID</source>
        <translation>Le guide illustré : chaque tâche, et les règles par ID</translation>
    </message>
</context>
<context>
    <name>Holders</name>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>nobody (contested)</source>
        <translation>personne (contesté)</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>held by {who} (contested)</source>
        <translation>tenu par {who} (contesté)</translation>
    </message>
    <message>
        <source>held by {who}</source>
        <translation>tenu par {who}</translation>
    </message>
    <message>
        <source>contested, held by nobody</source>
        <translation>contesté, tenu par personne</translation>
    </message>
    <message>
        <source>held by nobody</source>
        <translation>tenu par personne</translation>
    </message>
    <message>
        <source>contested</source>
        <translation>contesté</translation>
    </message>
    <message>
        <source>nobody holds it</source>
        <translation>personne ne le tient</translation>
    </message>
</context>
<context>
    <name>Joining</name>
    <message>
        <source>Set-up has begun: a new player can join only before the set-up order is found and the first model is placed</source>
        <translation>Le déploiement a commencé : un nouveau joueur ne peut rejoindre qu&apos;avant que l&apos;ordre de déploiement soit fixé et la première figurine placée</translation>
    </message>
    <message>
        <source>This scenario is played in fixed teams: start a New game to add a player</source>
        <translation>Ce scénario se joue en équipes fixes : lancez une Nouvelle partie pour ajouter un joueur</translation>
    </message>
    <message>
        <source>The new player needs a name</source>
        <translation>Le nouveau joueur doit avoir un nom</translation>
    </message>
    <message>
        <source>A player&apos;s name is at most {n} characters</source>
        <translation>Le nom d&apos;un joueur fait au plus {n} caractères</translation>
    </message>
    <message>
        <source>A player is called {name} already</source>
        <translation>Un joueur s&apos;appelle déjà {name}</translation>
    </message>
    <message>
        <source>{scenario} is for at most {most} players</source>
        <translation>{scenario} se joue à {most} joueurs au plus</translation>
    </message>
</context>
<context>
    <name>Judge</name>
    <message>
        <source>Part of the base is off the table, {over} over its edge ({rule})</source>
        <translation>Une partie du socle est hors de la table, {over} au-delà du bord ({rule})</translation>
    </message>
    <message>
        <source>Not wholly within {range} of segment {letter}: part of the base is {far} from it (M4)</source>
        <translation>Pas entièrement à {range} ou moins du segment {letter} : une partie du socle en est à {far} (M4)</translation>
    </message>
    <message>
        <source>Too close to {other}: {distance}, must be more than {range} (M4)</source>
        <translation>Trop près de {other} : {distance}, il faut plus de {range} (M4)</translation>
    </message>
    <message>
        <source>Not wholly within {range} of the {edge} table edge: part of the base is {far} from it (S2)</source>
        <translation>Pas entièrement à {range} ou moins du bord de table {edge} : une partie du socle en est à {far} (S2)</translation>
    </message>
    <message>
        <source>Out of coherency: the nearest model of its unit, {nearest}, is {distance} away, must be within {range} (S2)</source>
        <translation>Hors de cohésion : la figurine la plus proche de son unité, {nearest}, est à {distance}, il faut {range} au plus (S2)</translation>
    </message>
    <message>
        <source>Too close to another unit ({other}): {distance}, units must be at least {range} apart (S2)</source>
        <translation>Trop près d&apos;une autre unité ({other}) : {distance}, les unités doivent être à au moins {range} l&apos;une de l&apos;autre (S2)</translation>
    </message>
    <message>
        <source>The base crosses the {edge} table edge by {over}; it must touch the edge from the table (S3)</source>
        <translation>Le socle dépasse le bord de table {edge} de {over} ; il doit toucher le bord depuis la table (S3)</translation>
    </message>
    <message>
        <source>Must touch the {edge} table edge: it is {gap} from it (S3)</source>
        <translation>Doit toucher le bord de table {edge} : il en est à {gap} (S3)</translation>
    </message>
    <message>
        <source>Must be placed within {range} of {first}: it is {distance} away (S3)</source>
        <translation>Doit être placée à {range} ou moins de {first} : elle en est à {distance} (S3)</translation>
    </message>
    <message>
        <source>Not wholly within {range} of {what}: part of the base is {far} from it (M4, scenario set-up)</source>
        <translation>Pas entièrement à {range} ou moins de {what} : une partie du socle en est à {far} (M4, déploiement du scénario)</translation>
    </message>
    <message>
        <source>The base is wholly off the table, {far} beyond its edge (G2)</source>
        <translation>Le socle est entièrement hors de la table, à {far} au-delà du bord (G2)</translation>
    </message>
    <message>
        <source>Part of the base is off the table: it reaches {over} over the table edge (G2)</source>
        <translation>Une partie du socle est hors de la table : il dépasse le bord de table de {over} (G2)</translation>
    </message>
    <message>
        <source>Also overlaps {count} more bases (G8)</source>
        <translation>Chevauche aussi {count} autres socles (G8)</translation>
    </message>
    <message>
        <source>Its player has not chosen an edge segment to set up from (M4)</source>
        <translation>Son joueur n&apos;a pas encore choisi de segment de bord où se déployer (M4)</translation>
    </message>
    <message>
        <source>Its player has no table edge to set up from (S2)</source>
        <translation>Son joueur n&apos;a pas de bord de table où se déployer (S2)</translation>
    </message>
    <message>
        <source>Also too close to {count} more models of other warbands ({rule})</source>
        <translation>Trop près aussi de {count} autres figurines d&apos;autres bandes ({rule})</translation>
    </message>
    <message>
        <source>Also too close to {count} more models of other units ({rule})</source>
        <translation>Trop près aussi de {count} autres figurines d&apos;autres unités ({rule})</translation>
    </message>
    <message>
        <source>{first} must move once before the rest of its unit is placed within {range} of it (S3)</source>
        <translation>{first} doit se déplacer une fois avant que le reste de son unité soit placé à {range} ou moins (S3)</translation>
    </message>
    <message>
        <source>The first model of its unit comes on first, touching the {edge} table edge (S3)</source>
        <translation>La première figurine de son unité entre d&apos;abord, en touchant le bord de table {edge} (S3)</translation>
    </message>
    <message>
        <source>Cannot run: {other} was {distance} away when the turn began, within {range} (M10)</source>
        <translation>Ne peut pas courir : {other} était à {distance} au début du tour, à {range} ou moins (M10)</translation>
    </message>
    <message>
        <source>Cannot run: {other} is {distance} away, within {range} (M10)</source>
        <translation>Ne peut pas courir : {other} est à {distance}, à {range} ou moins (M10)</translation>
    </message>
    <message>
        <source>Overlaps {other} by {depth} (G8)</source>
        <translation>Chevauche {other} de {depth} (G8)</translation>
    </message>
    <message>
        <source>Overlaps {pieces}, where bases may not stand (T2)</source>
        <translation>Chevauche {pieces}, où aucun socle ne peut se tenir (T2)</translation>
    </message>
    <message>
        <source>{pieces} and {piece}</source>
        <translation>{pieces} et {piece}</translation>
    </message>
    <message>
        <source>Overlaps {pieces}, where no base may stand (T2)</source>
        <translation>Chevauche {pieces}, où aucun socle ne peut se tenir (T2)</translation>
    </message>
    <message>
        <source>less than 0.01 in</source>
        <translation>moins de 0.01 in</translation>
    </message>
    <message>
        <source>just over {limit} in</source>
        <translation>à peine plus de {limit} in</translation>
    </message>
    <message>
        <source>just under {limit} in</source>
        <translation>à peine moins de {limit} in</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>Langue du &amp;système</translation>
    </message>
    <message>
        <source>The language Table Marshal speaks from its next start</source>
        <translation>La langue de Table Marshal à partir de son prochain démarrage</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Table Marshal speaks {language} from the next time it starts. Quit and start it again to switch now.</source>
        <translation>Table Marshal sera en {language} à son prochain démarrage. Quittez-le et relancez-le pour changer dès maintenant.</translation>
    </message>
</context>
<context>
    <name>LayoutFiles</name>
    <message>
        <source>Table layouts (*.layout.json *.json);;All files (*)</source>
        <translation>Dispositions de table (*.layout.json *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>A table layout opens into a game being set up: start one with File ▸ New game, then open the layout before the first turn (T5).</source>
        <translation>Une disposition de table s&apos;ouvre dans une partie en cours de déploiement : commencez-en une avec Fichier ▸ Nouvelle partie, puis ouvrez la disposition avant le premier tour (T5).</translation>
    </message>
    <message>
        <source>Nothing to save</source>
        <translation>Rien à enregistrer</translation>
    </message>
    <message>
        <source>There is no terrain on the table to save as a layout: drag pieces from the Terrain tab first.</source>
        <translation>Il n&apos;y a aucun décor sur la table à enregistrer comme disposition : faites d&apos;abord glisser des éléments depuis l&apos;onglet Décors.</translation>
    </message>
    <message>
        <source>Save table layout</source>
        <translation>Enregistrer la disposition de table</translation>
    </message>
    <message>
        <source>Could not save the layout</source>
        <translation>Impossible d&apos;enregistrer la disposition</translation>
    </message>
    <message>
        <source>Saved the table layout ({count} pieces) to {file}</source>
        <translation>Disposition de table ({count} éléments) enregistrée dans {file}</translation>
    </message>
    <message>
        <source>Cannot open a layout now</source>
        <translation>Impossible d&apos;ouvrir une disposition maintenant</translation>
    </message>
    <message>
        <source>Open table layout</source>
        <translation>Ouvrir une disposition de table</translation>
    </message>
    <message>
        <source>Cannot open the layout</source>
        <translation>Impossible d&apos;ouvrir la disposition</translation>
    </message>
    <message>
        <source>it was laid out on a {width} x {depth} in table, so the pieces&apos; places were spread to this {our_width} x {our_depth} in one and their sizes kept</source>
        <translation>elle a été disposée sur une table de {width} x {depth} po, donc les places des éléments ont été réparties sur celle-ci de {our_width} x {our_depth} po et leurs tailles conservées</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>{player} proposes an alliance to {names}</source>
        <translation>{player} propose une alliance à {names}</translation>
    </message>
    <message>
        <source>{player} refuses {proposer}&apos;s alliance</source>
        <translation>{player} refuse l&apos;alliance de {proposer}</translation>
    </message>
    <message>
        <source>{player} and {proposer} are now allies</source>
        <translation>{player} et {proposer} sont maintenant alliés</translation>
    </message>
    <message>
        <source>{player}&apos;s {model}</source>
        <translation>{model} de {player}</translation>
    </message>
    <message>
        <source>1 close combat between the new allies broken off; the models are placed 1&quot; apart</source>
        <translation>1 corps à corps entre les nouveaux alliés rompu ; les figurines sont placées à 1&quot; l&apos;une de l&apos;autre</translation>
    </message>
    <message>
        <source>{count} close combats between the new allies broken off; the models are placed 1&quot; apart</source>
        <translation>{count} corps à corps entre les nouveaux alliés rompus ; les figurines sont placées à 1&quot; l&apos;une de l&apos;autre</translation>
    </message>
    <message>
        <source>The alliance between {a} and {b} ends</source>
        <translation>L&apos;alliance entre {a} et {b} prend fin</translation>
    </message>
    <message>
        <source>{by} ({player}) charges {target} ({other})</source>
        <translation>{by} ({player}) charge {target} ({other})</translation>
    </message>
    <message>
        <source>{by} ({player}) shoots at {target} ({other})</source>
        <translation>{by} ({player}) tire sur {target} ({other})</translation>
    </message>
    <message>
        <source>{by} ({player}) casts a spell at {target} ({other})</source>
        <translation>{by} ({player}) lance un sort sur {target} ({other})</translation>
    </message>
    <message>
        <source>The alliance between {a} and {b} is broken by the attack</source>
        <translation>L&apos;alliance entre {a} et {b} est rompue par l&apos;attaque</translation>
    </message>
    <message>
        <source>The draw pile ran out: the discards were shuffled into a new draw pile</source>
        <translation>La pioche était épuisée : la défausse a été mélangée pour former une nouvelle pioche</translation>
    </message>
    <message>
        <source>Draw ({purpose}): {cards}</source>
        <translation>Tirage ({purpose}) : {cards}</translation>
    </message>
    <message>
        <source>Draw: {cards}</source>
        <translation>Tirage : {cards}</translation>
    </message>
    <message>
        <source>{player} rolls {roll} ({purpose})</source>
        <translation>{player} lance {roll} ({purpose})</translation>
    </message>
    <message>
        <source>{player} rolls {roll}</source>
        <translation>{player} lance {roll}</translation>
    </message>
    <message>
        <source>Roll {roll} ({purpose})</source>
        <translation>Jet {roll} ({purpose})</translation>
    </message>
    <message>
        <source>Roll {roll}</source>
        <translation>Jet {roll}</translation>
    </message>
    <message>
        <source>Roll-off ({purpose}): {rolls}</source>
        <translation>Jet départage ({purpose}) : {rolls}</translation>
    </message>
    <message>
        <source>Roll-off: {rolls}</source>
        <translation>Jet départage : {rolls}</translation>
    </message>
    <message>
        <source>{model} ({player}&apos;s)</source>
        <translation>{model} (de {player})</translation>
    </message>
    <message>
        <source>{number} {model}</source>
        <translation>{number} {model}</translation>
    </message>
    <message>
        <source>Shot into combat at {target}: rolled {rolled} on a 1–{sides} roll ({names}), so the hit lands on {hit}</source>
        <translation>Tir dans le corps à corps sur {target} : {rolled} obtenu sur un jet de 1–{sides} ({names}), la touche tombe donc sur {hit}</translation>
    </message>
    <message>
        <source>the player with the lowest warband rating chooses the scenario (M11)</source>
        <translation>le joueur dont la bande a la plus faible valeur choisit le scénario (M11)</translation>
    </message>
    <message>
        <source>Scenario table: {roll} → {scenario}</source>
        <translation>Table des scénarios : {roll} → {scenario}</translation>
    </message>
    <message>
        <source>{count} models</source>
        <translation>{count} figurines</translation>
    </message>
    <message>
        <source>turned to {facing}°</source>
        <translation>tournée à {facing}°</translation>
    </message>
    <message>
        <source>active</source>
        <translation>active</translation>
    </message>
    <message>
        <source>fleeing</source>
        <translation>en fuite</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>sonnée</translation>
    </message>
    <message>
        <source>knocked down</source>
        <translation>à terre</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>cachée</translation>
    </message>
    <message>
        <source>out of action</source>
        <translation>hors de combat</translation>
    </message>
    <message>
        <source>fled</source>
        <translation>enfuie</translation>
    </message>
    <message>
        <source>unplaced</source>
        <translation>non placée</translation>
    </message>
    <message>
        <source>{model} ({player}) is now {status}</source>
        <translation>{model} ({player}) est maintenant {status}</translation>
    </message>
    <message>
        <source>name {value}</source>
        <translation>nom {value}</translation>
    </message>
    <message>
        <source>short label {value}</source>
        <translation>étiquette {value}</translation>
    </message>
    <message>
        <source>unit {value}</source>
        <translation>unité {value}</translation>
    </message>
    <message>
        <source>base {value}</source>
        <translation>socle {value}</translation>
    </message>
    <message>
        <source>facing {value}</source>
        <translation>orientation {value}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>made from the name</source>
        <translation>tiré du nom</translation>
    </message>
    <message>
        <source>{model} ({player}) edited: {changes}</source>
        <translation>{model} ({player}) modifié : {changes}</translation>
    </message>
    <message>
        <source>Every warband has left the game: nobody wins{points}</source>
        <translation>Toutes les bandes ont quitté la partie : personne ne gagne{points}</translation>
    </message>
    <message>
        <source>the last team left in the game</source>
        <translation>la dernière équipe en jeu</translation>
    </message>
    <message>
        <source>the last warbands left in the game, all allied with each other</source>
        <translation>les dernières bandes en jeu, toutes alliées entre elles</translation>
    </message>
    <message>
        <source>{names} win together: {what} (C9){points}</source>
        <translation>{names} gagnent ensemble : {what} (C9){points}</translation>
    </message>
    <message>
        <source>the last warband left in the game</source>
        <translation>la dernière bande en jeu</translation>
    </message>
    <message>
        <source>no opponent has a unit left that can be given commands (Annihilation)</source>
        <translation>aucun adversaire n&apos;a plus d&apos;unité à qui donner des ordres (Annihilation)</translation>
    </message>
    <message>
        <source>{player} wins: {why}{points}</source>
        <translation>{player} gagne : {why}{points}</translation>
    </message>
    <message>
        <source> ({points})</source>
        <translation> ({points})</translation>
    </message>
    <message>
        <source>Turn {number}: Initiative cards dealt: {dealt}</source>
        <translation>Tour {number} : cartes d&apos;Initiative distribuées : {dealt}</translation>
    </message>
    <message>
        <source>{player} activates {model}</source>
        <translation>{player} active {model}</translation>
    </message>
    <message>
        <source>Turn {number}: every model has activated</source>
        <translation>Tour {number} : toutes les figurines ont été activées</translation>
    </message>
    <message>
        <source>{player} regains {refund} Threat Points for {count} unit destroyed (costs {costs}) (All-Out War)</source>
        <translation>{player} récupère {refund} points de Menace pour {count} unité détruite (coûts {costs}) (All-Out War)</translation>
    </message>
    <message>
        <source>{player} regains {refund} Threat Points for {count} units destroyed (costs {costs}) (All-Out War)</source>
        <translation>{player} récupère {refund} points de Menace pour {count} unités détruites (coûts {costs}) (All-Out War)</translation>
    </message>
    <message>
        <source>Turn {number} ends: Initiative cards discarded</source>
        <translation>Fin du tour {number} : cartes d&apos;Initiative défaussées</translation>
    </message>
    <message>
        <source>Turn {number} was ended with 1 model not activated (C7); Ctrl+Z takes it back</source>
        <translation>Le tour {number} a été terminé avec 1 figurine non activée (C7) ; Ctrl+Z l&apos;annule</translation>
    </message>
    <message>
        <source>Turn {number} was ended with {count} models not activated (C7); Ctrl+Z takes it back</source>
        <translation>Le tour {number} a été terminé avec {count} figurines non activées (C7) ; Ctrl+Z l&apos;annule</translation>
    </message>
    <message>
        <source>{player} ends the turn; turn {number}: {next} plays</source>
        <translation>{player} termine son tour ; tour {number} : {next} joue</translation>
    </message>
    <message>
        <source>turn {number}: {next} plays</source>
        <translation>tour {number} : {next} joue</translation>
    </message>
    <message>
        <source>{player}&apos;s {warband} flees</source>
        <translation>{warband} de {player} s&apos;enfuit</translation>
    </message>
    <message>
        <source>{player}&apos;s {warband} routs</source>
        <translation>{warband} de {player} est en déroute</translation>
    </message>
    <message>
        <source>{player}&apos;s {warband} is wiped out</source>
        <translation>{warband} de {player} est anéantie</translation>
    </message>
    <message>
        <source>1 model leaves the table; </source>
        <translation>1 figurine quitte la table ; </translation>
    </message>
    <message>
        <source>{count} models leave the table; </source>
        <translation>{count} figurines quittent la table ; </translation>
    </message>
    <message>
        <source>; its alliance with {name} ends</source>
        <translation> ; son alliance avec {name} prend fin</translation>
    </message>
    <message>
        <source>; its alliances with {names} and {last} end</source>
        <translation> ; ses alliances avec {names} et {last} prennent fin</translation>
    </message>
    <message>
        <source>{what}: {count}{player} is out of the game{ended}</source>
        <translation>{what} : {count}{player} est hors de la partie{ended}</translation>
    </message>
    <message>
        <source>warband</source>
        <translation>bande</translation>
    </message>
    <message>
        <source>Undone: {step}</source>
        <translation>Annulé : {step}</translation>
    </message>
    <message>
        <source>{model} ({player}) placed knowingly against the rules, by agreement: {because}</source>
        <translation>{model} ({player}) placée sciemment contre les règles, d&apos;un commun accord : {because}</translation>
    </message>
    <message>
        <source>{model} ({player}) {done} knowingly against the rules, by agreement: {because}</source>
        <translation>{model} ({player}) {done} sciemment contre les règles, d&apos;un commun accord : {because}</translation>
    </message>
    <message>
        <source>models</source>
        <translation>figurines</translation>
    </message>
    <message>
        <source>Threat Points</source>
        <translation>points de Menace</translation>
    </message>
    <message>
        <source>Command Points</source>
        <translation>points de Commandement</translation>
    </message>
    <message>
        <source>{who}: {pool} {old} → {new} ({delta})</source>
        <translation>{who} : {pool} {old} → {new} ({delta})</translation>
    </message>
    <message>
        <source>{name} has no agreed set-up zone now</source>
        <translation>{name} n&apos;a plus de zone de déploiement convenue</translation>
    </message>
    <message>
        <source>Set-up zone agreed for {name}: {zone}</source>
        <translation>Zone de déploiement convenue pour {name} : {zone}</translation>
    </message>
    <message>
        <source>{player} joins with {warband} ({rating}): {count} models from the roster {roster} ({source})</source>
        <translation>{player} rejoint la partie avec {warband} ({rating}) : {count} figurines de la liste {roster} ({source})</translation>
    </message>
    <message>
        <source>{player} joins with {warband} ({rating}): {count} models from the roster {roster}</source>
        <translation>{player} rejoint la partie avec {warband} ({rating}) : {count} figurines de la liste {roster}</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Flying</source>
        <translation>Volant</translation>
    </message>
    <message>
        <source>{inches} {kind}</source>
        <translation>{inches} {kind}</translation>
    </message>
    <message>
        <source>{player}&apos;s tray: {count} models from the roster {roster} ({source})</source>
        <translation>Réserve de {player} : {count} figurines de la liste {roster} ({source})</translation>
    </message>
    <message>
        <source>{player}&apos;s tray: {count} models from the roster {roster}</source>
        <translation>Réserve de {player} : {count} figurines de la liste {roster}</translation>
    </message>
    <message>
        <source>{model} ({player}) edited: Movement {movement}</source>
        <translation>{model} ({player}) modifié : Mouvement {movement}</translation>
    </message>
    <message>
        <source>Movement {movement}</source>
        <translation>Mouvement {movement}</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>à la main</translation>
    </message>
    <message>
        <source>{player} spends {cost} Threat Points to bring in {unit} by Scout and Secure ({left} left; S1, S3): place {model} touching the {edge} table edge</source>
        <translation>{player} dépense {cost} points de Menace pour faire entrer {unit} par Scout and Secure ({left} restants ; S1, S3) : placez {model} au contact du bord {edge} de la table</translation>
    </message>
    <message>
        <source>Warning: {player} spent {cost} Threat Points to bring in {unit} but placed none of its models by the end of the turn: the {cost} Threat Points are refunded ({now} now; S3)</source>
        <translation>Attention : {player} a dépensé {cost} points de Menace pour faire entrer {unit} mais n&apos;a placé aucune de ses figurines avant la fin du tour : les {cost} points de Menace sont rendus ({now} maintenant ; S3)</translation>
    </message>
    <message>
        <source>highest warband rating</source>
        <translation>plus haute valeur de bande</translation>
    </message>
    <message>
        <source>tied rating, most models</source>
        <translation>valeur à égalité, le plus de figurines</translation>
    </message>
    <message>
        <source>tied rating and models, won the roll-off</source>
        <translation>valeur et figurines à égalité, jet départage gagné</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>défenseur</translation>
    </message>
    <message>
        <source>{player} defends ({why})</source>
        <translation>{player} défend ({why})</translation>
    </message>
    <message>
        <source>set-up order</source>
        <translation>ordre de déploiement</translation>
    </message>
    <message>
        <source>Set-up order: {players}</source>
        <translation>Ordre de déploiement : {players}</translation>
    </message>
    <message>
        <source>{player} deploys from the {edge} edge</source>
        <translation>{player} se déploie depuis le bord {edge}</translation>
    </message>
    <message>
        <source>{player} sets up in segment {segment}</source>
        <translation>{player} se déploie dans le segment {segment}</translation>
    </message>
    <message>
        <source>{counters}: {rolls}</source>
        <translation>{counters} : {rolls}</translation>
    </message>
    <message>
        <source>{player} places {counter} {number} at ({x}, {y}), against the scenario&apos;s limits by agreement ({reason})</source>
        <translation>{player} place {counter} {number} en ({x}, {y}), hors des limites du scénario d&apos;un commun accord ({reason})</translation>
    </message>
    <message>
        <source>{player} places {counter} {number} at ({x}, {y})</source>
        <translation>{player} place {counter} {number} en ({x}, {y})</translation>
    </message>
    <message>
        <source>{player}&apos;s {counter} cannot be placed and is left out</source>
        <translation>{counter} de {player} ne peut pas être placé et est retiré</translation>
    </message>
    <message>
        <source>{model} ({player}) arrives from the reserve at ({x}, {y})</source>
        <translation>{model} ({player}) arrive de la réserve en ({x}, {y})</translation>
    </message>
    <message>
        <source>The players</source>
        <translation>Les joueurs</translation>
    </message>
    <message>
        <source>1 model</source>
        <translation>1 figurine</translation>
    </message>
    <message>
        <source>{player} puts down {what} at once: {count} around ({x}, {y})</source>
        <translation>{player} pose {what} d&apos;un coup : {count} autour de ({x}, {y})</translation>
    </message>
    <message>
        <source>{player} set up in the middle and has no segment: they play first if they win the roll, otherwise after the last attacker clockwise (the scenario does not say; agree otherwise if you wish)</source>
        <translation>{player} s&apos;est déployé au centre et n&apos;a pas de segment : il joue en premier s&apos;il gagne le jet, sinon après le dernier attaquant dans le sens des aiguilles d&apos;une montre (le scénario ne le dit pas ; convenez-en autrement si vous le souhaitez)</translation>
    </message>
    <message>
        <source>Order of play (M5): rolled {rolls}; {first} goes first, then clockwise: {order}. Turn 1: {first} plays</source>
        <translation>Ordre de jeu (M5) : jets {rolls} ; {first} commence, puis dans le sens des aiguilles d&apos;une montre : {order}. Tour 1 : {first} joue</translation>
    </message>
    <message>
        <source>Place {piece} ({kind}) at ({x}, {y})</source>
        <translation>Placer {piece} ({kind}) en ({x}, {y})</translation>
    </message>
    <message>
        <source>Move {piece} to ({x}, {y})</source>
        <translation>Déplacer {piece} en ({x}, {y})</translation>
    </message>
    <message>
        <source>Turn {piece} to {facing}°</source>
        <translation>Tourner {piece} à {facing}°</translation>
    </message>
    <message>
        <source>Reshape {piece}</source>
        <translation>Remodeler {piece}</translation>
    </message>
    <message>
        <source>Resize {piece} to {width} x {depth} in</source>
        <translation>Redimensionner {piece} à {width} x {depth} po</translation>
    </message>
    <message>
        <source>renamed {name}</source>
        <translation>renommé {name}</translation>
    </message>
    <message>
        <source>now {kind}</source>
        <translation>désormais {kind}</translation>
    </message>
    <message>
        <source>{height} in high</source>
        <translation>{height} po de haut</translation>
    </message>
    <message>
        <source>enterable</source>
        <translation>accessible</translation>
    </message>
    <message>
        <source>not enterable</source>
        <translation>non accessible</translation>
    </message>
    <message>
        <source>Edit {piece}</source>
        <translation>Modifier {piece}</translation>
    </message>
    <message>
        <source>Edit {piece}: {changes}</source>
        <translation>Modifier {piece} : {changes}</translation>
    </message>
    <message>
        <source>Lock {piece}</source>
        <translation>Verrouiller {piece}</translation>
    </message>
    <message>
        <source>Unlock {piece}</source>
        <translation>Déverrouiller {piece}</translation>
    </message>
    <message>
        <source>Remove {piece}</source>
        <translation>Retirer {piece}</translation>
    </message>
    <message>
        <source>a table layout</source>
        <translation>une disposition de table</translation>
    </message>
    <message>
        <source>Put down {layout} ({count} pieces)</source>
        <translation>Poser {layout} ({count} éléments)</translation>
    </message>
    <message>
        <source>{step}: {note}</source>
        <translation>{step} : {note}</translation>
    </message>
    <message>
        <source>New game: {scenario} on a {width} x {depth} in table; {players}</source>
        <translation>Nouvelle partie : {scenario} sur une table de {width} x {depth} po ; {players}</translation>
    </message>
    <message>
        <source>{first} and {next}</source>
        <translation>{first} et {next}</translation>
    </message>
    <message>
        <source>Team: {players}</source>
        <translation>Équipe : {players}</translation>
    </message>
    <message>
        <source>end of the game</source>
        <translation>fin de la partie</translation>
    </message>
    <message>
        <source>start of turn {number}</source>
        <translation>début du tour {number}</translation>
    </message>
    <message>
        <source>turn {number}</source>
        <translation>tour {number}</translation>
    </message>
    <message>
        <source>{moment}: {why}</source>
        <translation>{moment} : {why}</translation>
    </message>
    <message>
        <source>{who} {points} VP</source>
        <translation>{who} {points} PV</translation>
    </message>
    <message>
        <source>Turn {number}, the last, has ended: a draw, the highest totals are equal{points}.</source>
        <translation>Le tour {number}, le dernier, est terminé : égalité, les meilleurs totaux sont égaux{points}.</translation>
    </message>
    <message>
        <source>Turn {number}, the last, has ended: {names} win together on victory points{points}.</source>
        <translation>Le tour {number}, le dernier, est terminé : {names} gagnent ensemble aux points de victoire{points}.</translation>
    </message>
    <message>
        <source>Turn {number}, the last, has ended: {names} win on victory points{points}.</source>
        <translation>Le tour {number}, le dernier, est terminé : {names} gagnent aux points de victoire{points}.</translation>
    </message>
    <message>
        <source>Turn {number}, the last, has ended: {names} wins on victory points{points}.</source>
        <translation>Le tour {number}, le dernier, est terminé : {names} gagne aux points de victoire{points}.</translation>
    </message>
    <message>
        <source>Every warband has left the game: nobody wins{points}.</source>
        <translation>Toutes les bandes ont quitté la partie : personne ne gagne{points}.</translation>
    </message>
    <message>
        <source>the last warband standing</source>
        <translation>la dernière bande debout</translation>
    </message>
    <message>
        <source>the last team on the table (C9)</source>
        <translation>la dernière équipe sur la table (C9)</translation>
    </message>
    <message>
        <source>the last warbands on the table, all allied (C9)</source>
        <translation>les dernières bandes sur la table, toutes alliées (C9)</translation>
    </message>
    <message>
        <source>no opponent can be given commands (S6)</source>
        <translation>aucun adversaire ne peut recevoir d&apos;ordres (S6)</translation>
    </message>
    <message>
        <source>{names} win together: {why}{points}.</source>
        <translation>{names} gagnent ensemble : {why}{points}.</translation>
    </message>
    <message>
        <source>{names} win: {why}{points}.</source>
        <translation>{names} gagnent : {why}{points}.</translation>
    </message>
    <message>
        <source>{names} wins: {why}{points}.</source>
        <translation>{names} gagne : {why}{points}.</translation>
    </message>
    <message>
        <source>{first} and {second}: no free spot on the table {gap} in apart was found; they stay where they are</source>
        <translation>{first} et {second} : aucun emplacement libre à {gap} po l&apos;un de l&apos;autre n&apos;a été trouvé sur la table ; ils restent où ils sont</translation>
    </message>
    <message>
        <source>{model} could not move straight back from {other}; placed at ({x}, {y}) in instead</source>
        <translation>{model} n&apos;a pas pu reculer tout droit depuis {other} ; placé en ({x}, {y}) po à la place</translation>
    </message>
    <message>
        <source>re-roll: {rolls}</source>
        <translation>relance : {rolls}</translation>
    </message>
    <message>
        <source>holds {objective}</source>
        <translation>tient {objective}</translation>
    </message>
    <message>
        <source>in an alliance</source>
        <translation>dans une alliance</translation>
    </message>
    <message>
        <source>1 enemy model taken out of action</source>
        <translation>1 figurine ennemie mise hors de combat</translation>
    </message>
    <message>
        <source>{count} enemy models taken out of action</source>
        <translation>{count} figurines ennemies mises hors de combat</translation>
    </message>
    <message>
        <source>a model within {reach} in of the centre</source>
        <translation>une figurine à {reach} po ou moins du centre</translation>
    </message>
    <message>
        <source>the most models within {reach} in of the centre ({count})</source>
        <translation>le plus de figurines à {reach} po ou moins du centre ({count})</translation>
    </message>
    <message>
        <source>{who}: {old} → {new} VP ({delta}, {why})</source>
        <translation>{who} : {old} → {new} PV ({delta}, {why})</translation>
    </message>
    <message>
        <source>{who}: {old} → {new} VP ({delta})</source>
        <translation>{who} : {old} → {new} PV ({delta})</translation>
    </message>
    <message>
        <source>the {name} layout</source>
        <translation>la disposition {name}</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>T{turn} · {text}</source>
        <translation>T{turn} · {text}</translation>
    </message>
    <message>
        <source>Set-up · {text}</source>
        <translation>Déploiement · {text}</translation>
    </message>
    <message>
        <source>{text}  (undone)</source>
        <translation>{text}  (annulé)</translation>
    </message>
    <message>
        <source>Undone (Ctrl+Z): kept in the log because it was seen</source>
        <translation>Annulé (Ctrl+Z) : reste dans le journal parce qu&apos;il a été vu</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Select one model on the board to edit it (or double-click it)</source>
        <translation>Sélectionnez une figurine sur le plateau pour la modifier (ou double-cliquez dessus)</translation>
    </message>
    <message>
        <source>Mordheim has no activations: in their turn each player moves their whole warband, then End turn passes play clockwise (M5)</source>
        <translation>Mordheim n&apos;a pas d&apos;activations : à son tour, chaque joueur déplace toute sa bande, puis Finir le tour passe la main dans le sens des aiguilles d&apos;une montre (M5)</translation>
    </message>
    <message>
        <source>Select one model of the warband whose activation it is, then press Enter to activate it (C7)</source>
        <translation>Sélectionnez une figurine de la bande dont c&apos;est l&apos;activation, puis appuyez sur Entrée pour l&apos;activer (C7)</translation>
    </message>
    <message>
        <source>Begin with bases under terrain?</source>
        <translation>Commencer avec des socles sous les décors ?</translation>
    </message>
    <message>
        <source>{problems}

These models stand where bases may not. Begin play anyway (the players agree), or go back and move them?</source>
        <translation>{problems}

Ces figurines sont placées là où un socle ne le peut pas. Commencer quand même (les joueurs sont d&apos;accord), ou revenir en arrière et les déplacer ?</translation>
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
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;demo</source>
        <translation>Ouvrir une &amp;démo</translation>
    </message>
    <message>
        <source>&amp;Terrain layout</source>
        <translation>Disposition des dé&amp;cors</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>{tip} (V)</source>
        <translation>{tip} (V)</translation>
    </message>
    <message>
        <source>Select a model to see its sight (V)</source>
        <translation>Sélectionnez une figurine pour voir ses lignes de vue (V)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Barre d&apos;outils</translation>
    </message>
    <message>
        <source>The game is over: {action} cannot be used. Ctrl+Z takes back the end.</source>
        <translation>La partie est terminée : « {action} » n&apos;est plus possible. Ctrl+Z annule la fin.</translation>
    </message>
    <message>
        <source>Not now. {now}</source>
        <translation>Pas maintenant. {now}</translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation>Pas maintenant.</translation>
    </message>
    <message>
        <source>Drag a model to move it (Ctrl+Z undoes). Wheel or Ctrl+= / Ctrl+- zooms, F fits the table, drag the background or hold the middle button to pan. Right-click a model for its status; double-click it to edit it; Delete takes the selected models off the table.

Terrain: drag pieces from the Terrain tab (View ▸ Terrain) onto the table; drag a piece to move it, R / Shift+R turns it, its square handles resize it, double-click edits it, right-click locks it, Delete removes it. File ▸ Terrain layout saves the table&apos;s pieces and opens them into a new game being set up. Sight (V) shades what the selected model sees and lists the enemies it sees, the closest first: a guide, the table has the final word.

The Turn panel moves the game on. Card games: &apos;Initiative phase&apos; deals the cards; click a model of the highlighted warband and press Enter (or use &apos;Activate next model&apos;) to activate it; &apos;End turn&apos; discards and refunds. Mordheim: roll the set-up order, click a free segment for each warband in turn, roll the order of play, and &apos;End turn&apos; passes play clockwise.

The &apos;Dice and draws&apos; tab has draws, roll-offs, the dice roller and the random hit for shooting into combat. Everything is in the event log; Ctrl+Z undoes.

To try the app: File ▸ Open demo has a card skirmish and an All-Out War game (Trench Crusade) and a Mordheim Treasure Hunt.</source>
        <translation>Faites glisser une figurine pour la déplacer (Ctrl+Z annule). La molette ou Ctrl+= / Ctrl+- zoome, F ajuste la table, faites glisser le fond ou maintenez le bouton du milieu pour vous déplacer. Clic droit sur une figurine pour son état ; double-clic pour la modifier ; Suppr retire de la table les figurines sélectionnées.

Décors : faites glisser des éléments de l&apos;onglet Décors (Affichage ▸ Décors) sur la table ; faites glisser un élément pour le déplacer, R / Maj+R le tourne, ses poignées carrées le redimensionnent, un double-clic le modifie, un clic droit le verrouille, Suppr le retire. Fichier ▸ Disposition des décors enregistre les éléments de la table et les ouvre dans une nouvelle partie en cours de déploiement. Ligne de vue (V) ombre ce que voit la figurine sélectionnée et liste les ennemis qu&apos;elle voit, les plus proches d&apos;abord : un guide, la table a le dernier mot.

Le panneau Tour fait avancer la partie. Jeux à cartes : « Phase d&apos;Initiative » distribue les cartes ; cliquez sur une figurine de la bande en surbrillance et appuyez sur Entrée (ou « Activer la figurine suivante ») pour l&apos;activer ; « Finir le tour » défausse et rembourse. Mordheim : lancez l&apos;ordre de déploiement, cliquez sur un secteur libre pour chaque bande à son tour, lancez l&apos;ordre de jeu, et « Finir le tour » passe la main dans le sens des aiguilles d&apos;une montre.

L&apos;onglet « Dés et tirages » propose les tirages, les jets départagés, le lanceur de dés et la touche aléatoire pour le tir dans un corps à corps. Tout est dans le journal des événements ; Ctrl+Z annule.

Pour essayer l&apos;application : Fichier ▸ Ouvrir une démo propose une escarmouche aux cartes et une partie All-Out War (Trench Crusade) et une chasse au trésor Mordheim.</translation>
    </message>
    <message>
        <source>Table Marshal help</source>
        <translation>Aide de Table Marshal</translation>
    </message>
    <message>
        <source>Log folder: {folder}</source>
        <translation>Dossier des journaux : {folder}</translation>
    </message>
</context>
<context>
    <name>ModelEditor</name>
    <message>
        <source>Edit {model}</source>
        <translation>Modifier {model}</translation>
    </message>
    <message>
        <source>The few letters on the token: at most {count}, unique in the warband. Left empty, they are made from the name.</source>
        <translation>Les quelques lettres du jeton : {count} au plus, uniques dans la bande. Laissées vides, elles sont tirées du nom.</translation>
    </message>
    <message>
        <source>(alone)</source>
        <translation>(seule)</translation>
    </message>
    <message>
        <source>Where an oval or rectangular base faces: degrees anticlockwise as drawn, 90 towards the top edge</source>
        <translation>L&apos;orientation d&apos;un socle ovale ou rectangulaire : degrés dans le sens antihoraire tel que dessiné, 90 vers le bord du haut</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>The model&apos;s Movement in inches, from its roster&apos;s profile (R1); &quot;unknown&quot; shows no reach</source>
        <translation>Le Mouvement de la figurine en pouces, d&apos;après le profil de sa liste (R1) ; « inconnu » n&apos;affiche aucune portée</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Flying</source>
        <translation>Volant</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Short label</source>
        <translation>Étiquette courte</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Socle</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Orientation</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Movement type</source>
        <translation>Type de mouvement</translation>
    </message>
    <message>
        <source>Mend what is said beside the field first</source>
        <translation>Corrigez d&apos;abord ce qui est indiqué à côté du champ</translation>
    </message>
</context>
<context>
    <name>ModelMenu</name>
    <message>
        <source>Activate</source>
        <translation>Activer</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Edit model…</source>
        <translation>Modifier la figurine…</translation>
    </message>
    <message>
        <source>Back to the tray</source>
        <translation>Retour dans la réserve</translation>
    </message>
    <message>
        <source>Take off the table</source>
        <translation>Retirer de la table</translation>
    </message>
    <message>
        <source>{warband} routs…</source>
        <translation>{warband} en déroute…</translation>
    </message>
    <message>
        <source>{warband} flees…</source>
        <translation>{warband} fuit…</translation>
    </message>
</context>
<context>
    <name>NewGameWizard</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>%n of your own scenario files were skipped:</source>
        <translation>%n de vos fichiers de scénario ont été ignorés :</translation>
    </message>
</context>
<context>
    <name>PalettePanel</name>
    <message>
        <source>Drag a piece onto the table. Click a piece to select it; drag it to move it; R / Shift+R turn it 15° (with Ctrl 1°); the square handles resize it; double-click edits its name, kind and height; right-click locks it (a drag then moves the models on it); Delete takes it away. Ctrl+Z undoes.</source>
        <translation>Faites glisser un élément de décor sur la table. Cliquez sur un élément pour le sélectionner ; faites-le glisser pour le déplacer ; R / Maj+R le tournent de 15° (avec Ctrl 1°) ; les poignées carrées le redimensionnent ; un double-clic modifie son nom, son type et sa hauteur ; un clic droit le verrouille (glisser déplace alors les figurines posées dessus) ; Suppr l&apos;enlève. Ctrl+Z annule.</translation>
    </message>
    <message>
        <source>{piece} ({kind}, {height} in high)</source>
        <translation>{piece} ({kind}, {height} po de haut)</translation>
    </message>
    <message>
        <source>{piece} ({kind}, {width} x {depth} in, {height} in high)</source>
        <translation>{piece} ({kind}, {width} x {depth} po, {height} po de haut)</translation>
    </message>
    <message>
        <source>Terrain pieces</source>
        <translation>Éléments de décor</translation>
    </message>
    <message>
        <source>The terrain palette could not be read: {error}</source>
        <translation>La palette de décors n&apos;a pas pu être lue : {error}</translation>
    </message>
    <message>
        <source>Drag onto the table to put it down (T1)</source>
        <translation>Faire glisser sur la table pour le poser (T1)</translation>
    </message>
</context>
<context>
    <name>PieceDialog</name>
    <message>
        <source>Terrain piece: {piece}</source>
        <translation>Élément de décor : {piece}</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>&amp;Type</translation>
    </message>
    <message>
        <source> in</source>
        <translation> po</translation>
    </message>
    <message>
        <source>A piece lower than 1 in never blocks sight (T3)</source>
        <translation>Un élément de moins de 1 po de haut ne bloque jamais la vue (T3)</translation>
    </message>
    <message>
        <source>&amp;Height</source>
        <translation>&amp;Hauteur</translation>
    </message>
    <message>
        <source>Bases may stand inside (an enterable building)</source>
        <translation>Les socles peuvent s&apos;y tenir (un bâtiment praticable)</translation>
    </message>
</context>
<context>
    <name>PieceMenu</name>
    <message>
        <source>Edit {piece}…</source>
        <translation>Modifier {piece}…</translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation>Déverrouiller</translation>
    </message>
    <message>
        <source>A drag on the piece moves it again</source>
        <translation>Glisser l&apos;élément le déplace de nouveau</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Verrouiller</translation>
    </message>
    <message>
        <source>A drag on the piece then moves the models on it, not the piece</source>
        <translation>Glisser l&apos;élément déplace alors les figurines posées dessus, pas l&apos;élément</translation>
    </message>
    <message>
        <source>Turn left 15°</source>
        <translation>Tourner de 15° à gauche</translation>
    </message>
    <message>
        <source>Turn right 15°</source>
        <translation>Tourner de 15° à droite</translation>
    </message>
    <message>
        <source>Remove from the table</source>
        <translation>Retirer de la table</translation>
    </message>
</context>
<context>
    <name>Placement</name>
    <message>
        <source>{reason}: markers cannot lie on top of each other</source>
        <translation>{reason} : les marqueurs ne peuvent pas se superposer</translation>
    </message>
    <message>
        <source>{reason}: a {thing} must lie wholly on the table</source>
        <translation>{reason} : « {thing} » doit être entièrement sur la table</translation>
    </message>
    <message>
        <source>Part of the marker is off the table</source>
        <translation>Une partie du marqueur est hors de la table</translation>
    </message>
    <message>
        <source>Not wholly within {range} of the table centre: part of it is {far} away</source>
        <translation>Pas entièrement à {range} ou moins du centre de la table : une partie en est à {far}</translation>
    </message>
    <message>
        <source>Overlaps {marker}</source>
        <translation>Chevauche {marker}</translation>
    </message>
    <message>
        <source>Too close to {marker}: {gap}, must be more than {range}</source>
        <translation>Trop près de {marker} : {gap}, il faut plus de {range}</translation>
    </message>
    <message>
        <source>Too close to your own {marker}: {gap}, must be more than {range}</source>
        <translation>Trop près de votre propre {marker} : {gap}, il faut plus de {range}</translation>
    </message>
    <message>
        <source>Too close to {piece} (impassable terrain): {gap}, a {name} must be more than {range} from it (T2)</source>
        <translation>Trop près de {piece} (terrain infranchissable) : {gap}, « {name} » doit en être à plus de {range} (T2)</translation>
    </message>
    <message>
        <source>{piece} is impassable terrain {distance} from the table centre: this scenario has none within {range} of it (T2)</source>
        <translation>{piece} est un terrain infranchissable à {distance} du centre de la table : ce scénario n&apos;en admet aucun à {range} ou moins (T2)</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <source>Fled</source>
        <translation>En fuite</translation>
    </message>
    <message>
        <source>Routed</source>
        <translation>En déroute</translation>
    </message>
    <message>
        <source>Wiped out</source>
        <translation>Anéantie</translation>
    </message>
    <message>
        <source>{how} — out of the game</source>
        <translation>{how} — hors de la partie</translation>
    </message>
    <message>
        <source>Threat {value}</source>
        <translation>Menace {value}</translation>
    </message>
    <message>
        <source>Spend 1 Threat Point (S1)</source>
        <translation>Dépenser 1 point de Menace (S1)</translation>
    </message>
    <message>
        <source>Gain 1 Threat Point (S1)</source>
        <translation>Gagner 1 point de Menace (S1)</translation>
    </message>
    <message>
        <source>Command {value}</source>
        <translation>Commandement {value}</translation>
    </message>
    <message>
        <source>Spend 1 Command Point (S1)</source>
        <translation>Dépenser 1 point de Commandement (S1)</translation>
    </message>
    <message>
        <source>Gain 1 Command Point (S1)</source>
        <translation>Gagner 1 point de Commandement (S1)</translation>
    </message>
    <message>
        <source>Victory points (V1)</source>
        <translation>Points de victoire (V1)</translation>
    </message>
    <message>
        <source>Take away 1 victory point by hand (V1)</source>
        <translation>Retirer 1 point de victoire à la main (V1)</translation>
    </message>
    <message>
        <source>Add 1 victory point by hand (V1)</source>
        <translation>Ajouter 1 point de victoire à la main (V1)</translation>
    </message>
    <message>
        <source>Team VP {vp}</source>
        <translation>PV d&apos;équipe {vp}</translation>
    </message>
    <message>
        <source>VP {vp}</source>
        <translation>PV {vp}</translation>
    </message>
    <message>
        <source>The game is over: the victory points are final (V2).</source>
        <translation>La partie est terminée : les points de victoire sont définitifs (V2).</translation>
    </message>
    <message>
        <source>Alliance ▾</source>
        <translation>Alliance ▾</translation>
    </message>
    <message>
        <source>Propose or break an alliance (M10)</source>
        <translation>Proposer ou rompre une alliance (M10)</translation>
    </message>
    <message>
        <source>Flee…</source>
        <translation>Fuir…</translation>
    </message>
    <message>
        <source>The warband flees: its models leave the table (C9, M9)</source>
        <translation>La bande fuit : ses figurines quittent la table (C9, M9)</translation>
    </message>
    <message>
        <source>{name} · rating {rating}</source>
        <translation>{name} · valeur {rating}</translation>
    </message>
    <message>
        <source>Waiting for a card · 1 model</source>
        <translation>Attend une carte · 1 figurine</translation>
    </message>
    <message>
        <source>Waiting for a card · {total} models</source>
        <translation>Attend une carte · {total} figurines</translation>
    </message>
    <message>
        <source>▶ Activating now · {left} of {total} left</source>
        <translation>▶ Active maintenant · {left} sur {total} restantes</translation>
    </message>
    <message>
        <source>{left} of {total} to activate</source>
        <translation>{left} sur {total} à activer</translation>
    </message>
    <message>
        <source>All activated</source>
        <translation>Toutes activées</translation>
    </message>
    <message>
        <source>Rout…</source>
        <translation>Déroute…</translation>
    </message>
    <message>
        <source>The warband routs: its models leave the table (M9)</source>
        <translation>La bande est en déroute : ses figurines quittent la table (M9)</translation>
    </message>
    <message>
        <source>The warband flees: its models leave the table (C9)</source>
        <translation>La bande fuit : ses figurines quittent la table (C9)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <source>team {vp} VP</source>
        <translation>équipe {vp} PV</translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} PV</translation>
    </message>
    <message>
        <source>{name} · rating {rating} · segment {segment}</source>
        <translation>{name} · valeur {rating} · segment {segment}</translation>
    </message>
    <message>
        <source>Set-up segment {segment}</source>
        <translation>Segment de déploiement {segment}</translation>
    </message>
    <message>
        <source>No set-up segment yet</source>
        <translation>Pas encore de segment de déploiement</translation>
    </message>
    <message>
        <source>▶ Playing now</source>
        <translation>▶ Joue maintenant</translation>
    </message>
    <message>
        <source>Plays next</source>
        <translation>Joue ensuite</translation>
    </message>
    <message>
        <source>Sets up {nth}</source>
        <translation>Se déploie en {nth}</translation>
    </message>
    <message>
        <source>Sets up along segment {segment}</source>
        <translation>Se déploie le long du segment {segment}</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Se déploie</translation>
    </message>
    <message>
        <source> · defender</source>
        <translation> · défenseur</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Attend</translation>
    </message>
    <message>
        <source> · {nth} in order</source>
        <translation> · {nth} dans l&apos;ordre</translation>
    </message>
    <message>
        <source>Allied with {names} (they block no run and draw no forced charge, M10)</source>
        <translation>Allié avec {names} (ils n&apos;empêchent pas de courir et n&apos;imposent pas de charge, M10)</translation>
    </message>
    <message>
        <source>Allied with {names}</source>
        <translation>Allié avec {names}</translation>
    </message>
    <message>
        <source>Offered an alliance to {names}</source>
        <translation>A proposé une alliance à {names}</translation>
    </message>
    <message>
        <source>Underdog: +{bonus} experience (M6)</source>
        <translation>Outsider : +{bonus} d&apos;expérience (M6)</translation>
    </message>
    <message>
        <source>Holds the Initiative: the highest card (C6)</source>
        <translation>Détient l&apos;Initiative : la carte la plus haute (C6)</translation>
    </message>
    <message>
        <source>Refund: +{refund} Threat Points (S7)</source>
        <translation>Remboursement : +{refund} points de Menace (S7)</translation>
    </message>
    <message>
        <source>★ Winner</source>
        <translation>★ Vainqueur</translation>
    </message>
    <message>
        <source>The game is over: the points no longer change.</source>
        <translation>La partie est terminée : les points ne changent plus.</translation>
    </message>
    <message>
        <source>{name}&apos;s warband has left the game.</source>
        <translation>La bande de {name} a quitté la partie.</translation>
    </message>
    <message>
        <source>{name} offers an alliance</source>
        <translation>{name} propose une alliance</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <source>{name} accepts (M10)</source>
        <translation>{name} accepte (M10)</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <source>{name} refuses (M10)</source>
        <translation>{name} refuse (M10)</translation>
    </message>
    <message>
        <source>The game is over: no more alliances.</source>
        <translation>La partie est terminée : plus d&apos;alliances.</translation>
    </message>
    <message>
        <source>Fixed teams: team-mates stay allies all game and no other alliance can be made</source>
        <translation>Équipes fixes : les coéquipiers restent alliés toute la partie et aucune autre alliance n&apos;est possible</translation>
    </message>
    <message>
        <source>Propose to {warband} ({name})</source>
        <translation>Proposer à {warband} ({name})</translation>
    </message>
    <message>
        <source>Propose to all {count} others</source>
        <translation>Proposer aux {count} autres</translation>
    </message>
    <message>
        <source>Break alliance with {warband}</source>
        <translation>Rompre l&apos;alliance avec {warband}</translation>
    </message>
    <message>
        <source>Alliances are proposed at the start of your own turn (M10)</source>
        <translation>Les alliances se proposent au début de votre propre tour (M10)</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1er</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>{n}e</translation>
    </message>
    <message>
        <source>{n}st</source>
        <translation>{n}e</translation>
    </message>
    <message>
        <source>{n}nd</source>
        <translation>{n}e</translation>
    </message>
    <message>
        <source>{n}rd</source>
        <translation>{n}e</translation>
    </message>
</context>
<context>
    <name>PlayerSetup</name>
    <message>
        <source>Player {number} needs a name.</source>
        <translation>Le joueur {number} a besoin d&apos;un nom.</translation>
    </message>
    <message>
        <source>Two players are called {name}: give each a different name.</source>
        <translation>Deux joueurs s&apos;appellent {name} : donnez à chacun un nom différent.</translation>
    </message>
    <message>
        <source>Two players have the mark {mark}: give each a different mark.</source>
        <translation>Deux joueurs ont la marque {mark} : donnez à chacun une marque différente.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} et {last}</translation>
    </message>
    <message>
        <source>{who} has no models yet: enter their roster (Roster…) or open a saved one.</source>
        <translation>{who} n&apos;a encore aucune figurine : saisissez sa liste (Liste…) ou ouvrez-en une enregistrée.</translation>
    </message>
    <message>
        <source>{who} have no models yet: enter their roster (Roster…) or open a saved one.</source>
        <translation>{who} n&apos;ont encore aucune figurine : saisissez leurs listes (Liste…) ou ouvrez-en des enregistrées.</translation>
    </message>
    <message>
        <source>Two players have the colour {colour}: their models will look alike except for the mark.</source>
        <translation>Deux joueurs ont la couleur {colour} : leurs figurines se ressembleront, sauf par la marque.</translation>
    </message>
    <message>
        <source>{player}&apos;s roster is a {roster} roster; the game is {game}: open or enter a {game} roster.</source>
        <translation>La liste de {player} est une liste {roster} ; la partie est du {game} : ouvrez ou saisissez une liste {game}.</translation>
    </message>
    <message>
        <source>Enter {player}&apos;s warband rating from the roster sheet: Mordheim uses it, not the gold crowns, for the defender (M2) and the underdog (M6).</source>
        <translation>Saisissez la valeur de bande de {player} depuis la feuille de bande : Mordheim l&apos;utilise, pas les couronnes d&apos;or, pour le défenseur (M2) et l&apos;outsider (M6).</translation>
    </message>
    <message>
        <source>{names} (tied: they agree or roll off)</source>
        <translation>{names} (à égalité : ils se mettent d&apos;accord ou font un jet départageant)</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>Scenario roll {roll}: the lowest warband rating chooses the scenario (M11): {chooser}, rating {rating}.</source>
        <translation>Jet de scénario {roll} : la plus faible valeur de bande choisit le scénario (M11) : {chooser}, valeur {rating}.</translation>
    </message>
</context>
<context>
    <name>PlayerSetupRow</name>
    <message>
        <source>The warband rating from the warband&apos;s roster sheet (its experience, plus 5 for each warband member and 20 for each large creature). Mordheim uses it to pick the defender (M2) and the underdog (M6); it is not the warband&apos;s value in gold crowns.</source>
        <translation>La valeur de bande indiquée sur la feuille de bande (son expérience, plus 5 par membre de la bande et 20 par grande créature). Mordheim s&apos;en sert pour désigner le défenseur (M2) et l&apos;outsider (M6) ; ce n&apos;est pas la valeur de la bande en couronnes d&apos;or.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Bluish green</source>
        <translation>Vert bleuté</translation>
    </message>
    <message>
        <source>Vermillion</source>
        <translation>Vermillon</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Bleu ciel</translation>
    </message>
    <message>
        <source>Reddish purple</source>
        <translation>Pourpre rougeâtre</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <source>Warband name</source>
        <translation>Nom de la bande</translation>
    </message>
    <message>
        <source>enter</source>
        <translation>à saisir</translation>
    </message>
    <message>
        <source>Warband rating; by default the roster&apos;s total cost</source>
        <translation>Valeur de bande ; par défaut le coût total de la liste</translation>
    </message>
    <message>
        <source>A letter drawn on the bases, so colour is never the only cue; left empty, the letter shown greyed is used</source>
        <translation>Une lettre dessinée sur les socles, pour que la couleur ne soit jamais le seul repère ; laissée vide, la lettre affichée en gris est utilisée</translation>
    </message>
    <message>
        <source>Team {number}</source>
        <translation>Équipe {number}</translation>
    </message>
    <message>
        <source>Roster…</source>
        <translation>Liste…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>Use a saved roster file</source>
        <translation>Utiliser un fichier de liste enregistré</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Import a roster from BattleScribe or New Recruit (.ros, .rosz, .json) or a Trench Companion warband (.json); the roster editor opens on it to check the bases</source>
        <translation>Importer une liste de BattleScribe ou New Recruit (.ros, .rosz, .json) ou une bande de Trench Companion (.json) ; l&apos;éditeur de liste s&apos;ouvre dessus pour vérifier les socles</translation>
    </message>
    <message>
        <source>no models</source>
        <translation>aucune figurine</translation>
    </message>
    <message>
        <source>{player} keeps {roster} ({summary}).</source>
        <translation>{player} garde {roster} ({summary}).</translation>
    </message>
    <message>
        <source>the roster</source>
        <translation>la liste</translation>
    </message>
    <message>
        <source>{player} has no roster yet.</source>
        <translation>{player} n&apos;a pas encore de liste.</translation>
    </message>
    <message>
        <source>{file} was not imported: {why}. {kept}</source>
        <translation>{file} n&apos;a pas été importé : {why}. {kept}</translation>
    </message>
    <message>
        <source>{file} was not opened: {why}. {kept}</source>
        <translation>{file} n&apos;a pas été ouvert : {why}. {kept}</translation>
    </message>
    <message>
        <source>a {system} roster</source>
        <translation>une liste {system}</translation>
    </message>
    <message>
        <source>{count} model</source>
        <translation>{count} figurine</translation>
    </message>
    <message>
        <source>{count} models</source>
        <translation>{count} figurines</translation>
    </message>
    <message>
        <source> (+{away} not placed)</source>
        <translation> (+{away} non placées)</translation>
    </message>
    <message>
        <source>{models}, cost {cost}</source>
        <translation>{models}, coût {cost}</translation>
    </message>
    <message>
        <source>Imported from {source}</source>
        <translation>Importé depuis {source}</translation>
    </message>
    <message>
        <source>This is a {roster_system} roster; the game is {game_system}.</source>
        <translation>Ceci est une liste {roster_system} ; la partie est en {game_system}.</translation>
    </message>
    <message>
        <source>Import roster</source>
        <translation>Importer une liste</translation>
    </message>
    <message>
        <source>Open roster</source>
        <translation>Ouvrir une liste</translation>
    </message>
    <message>
        <source>Table Marshal rosters (*.json)</source>
        <translation>Listes Table Marshal (*.json)</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Name each player and enter their warband&apos;s roster (or open a saved one). The rating defaults to the roster&apos;s total cost.</source>
        <translation>Nommez chaque joueur et saisissez la liste de sa bande (ou ouvrez-en une enregistrée). La valeur est par défaut le coût total de la liste.</translation>
    </message>
    <message>
        <source>Name each player, enter their warband&apos;s roster (or open a saved one) and its warband rating from the roster sheet: Mordheim uses the rating, not the gold crowns, for the defender (M2) and the underdog (M6).</source>
        <translation>Nommez chaque joueur, saisissez la liste de sa bande (ou ouvrez-en une enregistrée) et sa valeur de bande d&apos;après la feuille de bande : Mordheim utilise la valeur, pas les couronnes d&apos;or, pour le défenseur (M2) et l&apos;outsider (M6).</translation>
    </message>
    <message>
        <source>Players and warbands</source>
        <translation>Joueurs et bandes</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Bande</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Marque</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <source>a player</source>
        <translation>un joueur</translation>
    </message>
    <message>
        <source>The rosters of {players} were for another game system and were left out: enter or open their {system} rosters.</source>
        <translation>Les listes de {players} étaient pour un autre système de jeu et ont été écartées : saisissez ou ouvrez leurs listes {system}.</translation>
    </message>
    <message>
        <source>{chooser} Go Back to change the scenario if they want another.</source>
        <translation>{chooser} Revenez en arrière pour changer de scénario s&apos;il en souhaite un autre.</translation>
    </message>
</context>
<context>
    <name>RaceTable</name>
    <message>
        <source>?: no model of {names} has a known Movement (R1), so no number; the model editor sets it.</source>
        <translation>? : aucune figurine de {names} n&apos;a de Mouvement connu (R1), donc pas de nombre ; l&apos;éditeur de figurine le fixe.</translation>
    </message>
    <message>
        <source>{name}: no model has a known Movement (R1); set it in the model editor</source>
        <translation>{name} : aucune figurine n&apos;a de Mouvement connu (R1) ; fixez-le dans l&apos;éditeur de figurine</translation>
    </message>
    <message>
        <source>{name}: no way there round the terrain, or no model on the table or set-up zone to start from (R5)</source>
        <translation>{name} : aucun chemin autour des décors, ou aucune figurine sur la table ni zone de déploiement d&apos;où partir (R5)</translation>
    </message>
    <message>
        <source>{name}: already within control range (R5)</source>
        <translation>{name} : déjà à portée de contrôle (R5)</translation>
    </message>
    <message>
        <source>{name}: 1 turn for its fastest model (R5)</source>
        <translation>{name} : 1 tour pour sa figurine la plus rapide (R5)</translation>
    </message>
    <message>
        <source>{name}: %n turns for its fastest model (R5)</source>
        <translation>{name} : %n tours pour sa figurine la plus rapide (R5)</translation>
    </message>
    <message>
        <source>tie: {names}</source>
        <translation>égalité : {names}</translation>
    </message>
    <message>
        <source>No model has a known Movement (R1): no race to show; the model editor sets it.</source>
        <translation>Aucune figurine n&apos;a de Mouvement connu (R1) : pas de course à montrer ; l&apos;éditeur de figurine le fixe.</translation>
    </message>
    <message>
        <source>{objective}: {cells}; first: {first}</source>
        <translation>{objective} : {cells} ; premier : {first}</translation>
    </message>
    <message>
        <source>—: no way there round the terrain yet.</source>
        <translation>— : pas encore de chemin autour des décors.</translation>
    </message>
    <message>
        <source>Race to the objectives (R5)</source>
        <translation>Course aux objectifs (R5)</translation>
    </message>
    <message>
        <source>Turns each warband&apos;s fastest model needs to bring its base within control range, going round the terrain and ignoring other models. 0: a model is already within it (no Movement needed). —: no way there yet. Bold: first (ties: all of them).</source>
        <translation>Tours dont la figurine la plus rapide de chaque bande a besoin pour amener son socle à portée de contrôle, en contournant les décors et sans tenir compte des autres figurines. 0 : une figurine y est déjà (sans Mouvement). — : pas encore de chemin. Gras : premier (égalité : tous).</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Premier</translation>
    </message>
    <message>
        <source>This game has no objectives to race to.</source>
        <translation>Cette partie n&apos;a pas d&apos;objectifs à atteindre.</translation>
    </message>
    <message>
        <source>Race to the objectives (R5): turns needed</source>
        <translation>Course aux objectifs (R5) : tours nécessaires</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Course</translation>
    </message>
</context>
<context>
    <name>Reach</name>
    <message>
        <source>move {inches}</source>
        <translation>mouvement {inches}</translation>
    </message>
    <message>
        <source>charge {inches}</source>
        <translation>charge {inches}</translation>
    </message>
    <message>
        <source>charge: certain</source>
        <translation>charge : certaine</translation>
    </message>
    <message>
        <source>charge: likely</source>
        <translation>charge : probable</translation>
    </message>
    <message>
        <source>charge: long shot</source>
        <translation>charge : peu probable</translation>
    </message>
    <message>
        <source>No model on the table has a known Movement: no charge reach to show (set it in the model editor)</source>
        <translation>Aucune figurine sur la table n&apos;a de Mouvement connu : aucune portée de charge à montrer (à saisir dans l&apos;éditeur de figurine)</translation>
    </message>
    <message>
        <source>No enemy model of {player}&apos;s on the table has a known Movement: no charge reach to show (set it in the model editor)</source>
        <translation>Aucune figurine des ennemis de {player} sur la table n&apos;a de Mouvement connu : aucune portée de charge à montrer (à saisir dans l&apos;éditeur de figurine)</translation>
    </message>
    <message>
        <source>Charge reach of every model with a known Movement: {n}</source>
        <translation>Portée de charge de chaque figurine au Mouvement connu : {n}</translation>
    </message>
    <message>
        <source>Charge reach of {player}&apos;s enemies: 1 model (Shift held; solid line: certain to reach)</source>
        <translation>Portée de charge des ennemis de {player} : 1 figurine (Maj enfoncée ; trait plein : portée certaine)</translation>
    </message>
    <message>
        <source>Charge reach of {player}&apos;s enemies: %n models (Shift held; solid line: certain to reach)</source>
        <translation>Portée de charge des ennemis de {player} : %n figurines (Maj enfoncée ; trait plein : portée certaine)</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>this scenario is played in fixed teams: team-mates stay allies all game and no other alliance can be made</source>
        <translation>ce scénario se joue en équipes fixes : les coéquipiers restent alliés toute la partie et aucune autre alliance n&apos;est possible</translation>
    </message>
    <message>
        <source>name at least one warband to ally with</source>
        <translation>nommez au moins une bande avec qui s&apos;allier</translation>
    </message>
    <message>
        <source>{name} is out of the game</source>
        <translation>{name} est hors jeu</translation>
    </message>
    <message>
        <source>{name} may propose an alliance only at the start of their own turn</source>
        <translation>{name} ne peut proposer une alliance qu&apos;au début de son propre tour</translation>
    </message>
    <message>
        <source>a warband cannot ally with itself</source>
        <translation>une bande ne peut pas s&apos;allier avec elle-même</translation>
    </message>
    <message>
        <source>{name} and {other} are already allies</source>
        <translation>{name} et {other} sont déjà alliés</translation>
    </message>
    <message>
        <source>{name} has not offered {other} an alliance</source>
        <translation>{name} n&apos;a pas proposé d&apos;alliance à {other}</translation>
    </message>
    <message>
        <source>{name} and {other} are not allies</source>
        <translation>{name} et {other} ne sont pas alliés</translation>
    </message>
    <message>
        <source>{name} and {other} are in the same warband</source>
        <translation>{name} et {other} sont dans la même bande</translation>
    </message>
    <message>
        <source>{name} cannot be targeted: it came on by Scout and Secure and has not moved since (S3)</source>
        <translation>{name} ne peut pas être ciblée : elle est entrée par Scout and Secure et n&apos;a pas bougé depuis (S3)</translation>
    </message>
    <message>
        <source>{name} cannot move to ({x}, {y}): not a position on the table</source>
        <translation>{name} ne peut pas aller en ({x}, {y}) : ce n&apos;est pas une position sur la table</translation>
    </message>
    <message>
        <source>a player is named twice</source>
        <translation>un joueur est nommé deux fois</translation>
    </message>
    <message>
        <source>choose two players or more: a draw or a roll-off ranks them</source>
        <translation>choisissez au moins deux joueurs : un tirage ou un jet opposé les départage</translation>
    </message>
    <message>
        <source>{name} is in no close combat: no base touches an enemy&apos;s (M8)</source>
        <translation>{name} n&apos;est dans aucun corps à corps : aucun socle ne touche celui d&apos;un ennemi (M8)</translation>
    </message>
    <message>
        <source>{name} cannot shoot into this combat: a model of its own warband is fighting in it</source>
        <translation>{name} ne peut pas tirer dans ce corps à corps : une figurine de sa propre bande y combat</translation>
    </message>
    <message>
        <source>{name} is not on the table</source>
        <translation>{name} n&apos;est pas sur la table</translation>
    </message>
    <message>
        <source>{name} not moved: {reason}</source>
        <translation>{name} non déplacée : {reason}</translation>
    </message>
    <message>
        <source>select a model on the board first</source>
        <translation>sélectionnez d&apos;abord une figurine sur la table</translation>
    </message>
    <message>
        <source>{name} is not on the table ({status})</source>
        <translation>{name} n&apos;est pas sur la table ({status})</translation>
    </message>
    <message>
        <source>{name} is not on the table: its status stays {status}</source>
        <translation>{name} n&apos;est pas sur la table : son état reste {status}</translation>
    </message>
    <message>
        <source>nothing about {name} has changed</source>
        <translation>rien n&apos;a changé pour {name}</translation>
    </message>
    <message>
        <source>The game is under way: a roster&apos;s models go in a tray only before play starts</source>
        <translation>La partie est en cours : les figurines d&apos;une liste ne vont dans le bac qu&apos;avant le début du jeu</translation>
    </message>
    <message>
        <source>This game is set up without a set-up tray (it has no scenario plan): start a New game with this roster instead</source>
        <translation>Cette partie n&apos;a pas de bac de déploiement (elle n&apos;a pas de plan de scénario) : lancez plutôt une Nouvelle partie avec cette liste</translation>
    </message>
    <message>
        <source>this is a {roster} roster; the game is {game}</source>
        <translation>c&apos;est une liste {roster} ; la partie est en {game}</translation>
    </message>
    <message>
        <source>the roster {name} holds no model to place</source>
        <translation>la liste {name} ne contient aucune figurine à placer</translation>
    </message>
    <message>
        <source>the roster&apos;s {count} models would make {total} in the game; a game holds at most {most}</source>
        <translation>les {count} figurines de la liste feraient {total} dans la partie ; une partie en compte au plus {most}</translation>
    </message>
    <message>
        <source>a Movement is a number of inches</source>
        <translation>un Mouvement est un nombre de pouces</translation>
    </message>
    <message>
        <source>a Movement is 0 to {most} inches</source>
        <translation>un Mouvement va de 0 à {most} pouces</translation>
    </message>
    <message>
        <source>{name}&apos;s Movement type is one of {kinds} in {system}</source>
        <translation>en {system}, le type de Mouvement de {name} est l&apos;un de : {kinds}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>a total is kept within ±{most} VP</source>
        <translation>un total reste entre ±{most} PV</translation>
    </message>
    <message>
        <source>Scout and Secure brings units in once the game has started (S3)</source>
        <translation>Scout and Secure fait entrer des unités une fois la partie commencée (S3)</translation>
    </message>
    <message>
        <source>Scout and Secure brings units in at the start of a turn: deal the next turn&apos;s Initiative cards first (S3)</source>
        <translation>Scout and Secure fait entrer des unités au début d&apos;un tour : distribuez d&apos;abord les cartes d&apos;Initiative du tour suivant (S3)</translation>
    </message>
    <message>
        <source>Scout and Secure brings units in at the start of a turn, before the first activation (S3)</source>
        <translation>Scout and Secure fait entrer des unités au début d&apos;un tour, avant la première activation (S3)</translation>
    </message>
    <message>
        <source>Scout and Secure brings units in at the start of a turn, once its Initiative cards are dealt (S3)</source>
        <translation>Scout and Secure fait entrer des unités au début d&apos;un tour, une fois ses cartes d&apos;Initiative distribuées (S3)</translation>
    </message>
    <message>
        <source>in this scenario Scout and Secure brings units in from turn {first} on; this is turn {number} (S3)</source>
        <translation>dans ce scénario, Scout and Secure fait entrer des unités à partir du tour {first} ; c&apos;est le tour {number} (S3)</translation>
    </message>
    <message>
        <source>this scenario does not use Scout and Secure (S3)</source>
        <translation>ce scénario n&apos;utilise pas Scout and Secure (S3)</translation>
    </message>
    <message>
        <source>{name} has no unit {unit}</source>
        <translation>{name} n&apos;a pas d&apos;unité {unit}</translation>
    </message>
    <message>
        <source>{unit} is not waiting in reserve: only a unit whose models are all in the tray comes in (S3)</source>
        <translation>{unit} n&apos;attend pas en réserve : seule une unité dont toutes les figurines sont dans le bac peut entrer (S3)</translation>
    </message>
    <message>
        <source>{name} has no table edge to bring units in from (S3)</source>
        <translation>{name} n&apos;a pas de bord de table par où faire entrer des unités (S3)</translation>
    </message>
    <message>
        <source>{name} has {points} Threat Points; bringing in {unit} costs {cost} (S1, S3)</source>
        <translation>{name} a {points} points de Menace ; faire entrer {unit} coûte {cost} (S1, S3)</translation>
    </message>
    <message>
        <source>its first model</source>
        <translation>sa première figurine</translation>
    </message>
    <message>
        <source>place {name} first, touching the {edge} table edge (S3)</source>
        <translation>placez d&apos;abord {name}, en touchant le bord de table {edge} (S3)</translation>
    </message>
    <message>
        <source>{name} must move once before the rest of its unit is placed within {range} of it (S3)</source>
        <translation>{name} doit se déplacer une fois avant que le reste de son unité soit placé à {range} ou moins (S3)</translation>
    </message>
    <message>
        <source>bring {unit} in first: spend its cost in Threat Points at the start of a turn (Scout and Secure, S3)</source>
        <translation>faites d&apos;abord entrer {unit} : dépensez son coût en points de Menace au début d&apos;un tour (Scout and Secure, S3)</translation>
    </message>
    <message>
        <source>the set-up order is already settled</source>
        <translation>l&apos;ordre de déploiement est déjà fixé</translation>
    </message>
    <message>
        <source>choose the defender first: the defender sets up first (M2, M3)</source>
        <translation>choisissez d&apos;abord le défenseur : le défenseur se déploie en premier (M2, M3)</translation>
    </message>
    <message>
        <source>Roll the set-up order first: players choose segments in that order (M3, M4)</source>
        <translation>Lancez d&apos;abord l&apos;ordre de déploiement : les joueurs choisissent leurs segments dans cet ordre (M3, M4)</translation>
    </message>
    <message>
        <source>Every warband has a segment: drag the models from the tray onto the table (M4), then roll the order of play (M5)</source>
        <translation>Chaque bande a un segment : faites glisser les figurines du bac sur la table (M4), puis lancez l&apos;ordre de jeu (M5)</translation>
    </message>
    <message>
        <source>Every warband has a segment: roll the order of play (M5)</source>
        <translation>Chaque bande a un segment : lancez l&apos;ordre de jeu (M5)</translation>
    </message>
    <message>
        <source>unknown segment {segment} (expected A-F)</source>
        <translation>segment {segment} inconnu (attendu A-F)</translation>
    </message>
    <message>
        <source>segments are chosen during set-up only</source>
        <translation>les segments ne se choisissent que pendant le déploiement</translation>
    </message>
    <message>
        <source>segment {segment} is taken by {name}</source>
        <translation>le segment {segment} est pris par {name}</translation>
    </message>
    <message>
        <source>place the {counters} first: the scenario has them placed before segments are chosen</source>
        <translation>placez d&apos;abord les pions ({counters}) : le scénario les fait placer avant le choix des segments</translation>
    </message>
    <message>
        <source>{name} chooses a segment first (set-up order)</source>
        <translation>{name} choisit d&apos;abord un segment (ordre de déploiement)</translation>
    </message>
    <message>
        <source>the {counters} are already counted</source>
        <translation>les pions ({counters}) sont déjà comptés</translation>
    </message>
    <message>
        <source>every player places {count}</source>
        <translation>chaque joueur en place {count}</translation>
    </message>
    <message>
        <source>roll for the {counters} first</source>
        <translation>lancez d&apos;abord les dés pour les pions ({counters})</translation>
    </message>
    <message>
        <source>every {counter} has been placed</source>
        <translation>tous les pions ({counter}) sont placés</translation>
    </message>
    <message>
        <source>{name} places the next {counter}</source>
        <translation>{name} place le prochain pion ({counter})</translation>
    </message>
    <message>
        <source>{reason}, even by agreement</source>
        <translation>{reason}, même d&apos;un commun accord</translation>
    </message>
    <message>
        <source>it is not {name}&apos;s turn to place a {counter}</source>
        <translation>ce n&apos;est pas à {name} de placer un pion ({counter})</translation>
    </message>
    <message>
        <source>after set-up, only models still in the tray are placed; drag a model on the table to move it</source>
        <translation>après le déploiement, seules les figurines encore dans le bac se placent ; faites glisser une figurine sur la table pour la déplacer</translation>
    </message>
    <message>
        <source>{name} must arrive on the table</source>
        <translation>{name} doit arriver sur la table</translation>
    </message>
    <message>
        <source>{name} is {status}</source>
        <translation>{name} est {status}</translation>
    </message>
    <message>
        <source>no models to place</source>
        <translation>aucune figurine à placer</translation>
    </message>
    <message>
        <source>a unit or warband is put down at once during set-up only; after it, models arrive one by one</source>
        <translation>une unité ou une bande ne se pose d&apos;un coup que pendant le déploiement ; ensuite, les figurines arrivent une à une</translation>
    </message>
    <message>
        <source>{name} is not in the tray</source>
        <translation>{name} n&apos;est pas dans le bac</translation>
    </message>
    <message>
        <source>{name}: {reason}</source>
        <translation>{name} : {reason}</translation>
    </message>
    <message>
        <source>models go back to the tray during set-up only</source>
        <translation>les figurines ne retournent au bac que pendant le déploiement</translation>
    </message>
    <message>
        <source>every warband needs a set-up segment first: {names}</source>
        <translation>chaque bande doit d&apos;abord avoir un segment de déploiement : {names}</translation>
    </message>
    <message>
        <source>a terrain piece with id {id} is already on the table</source>
        <translation>un élément de décor d&apos;identifiant {id} est déjà sur la table</translation>
    </message>
    <message>
        <source>the table holds at most {most} terrain pieces</source>
        <translation>la table accueille au plus {most} éléments de décor</translation>
    </message>
    <message>
        <source>a piece&apos;s name is at most {most} characters</source>
        <translation>le nom d&apos;un élément de décor fait au plus {most} caractères</translation>
    </message>
    <message>
        <source>{value} is not an angle</source>
        <translation>{value} n&apos;est pas un angle</translation>
    </message>
    <message>
        <source>{name} must be at least {width} x {depth} in (the scenario says so)</source>
        <translation>{name} doit mesurer au moins {width} x {depth} in (le scénario l&apos;exige)</translation>
    </message>
    <message>
        <source>a terrain piece needs a name</source>
        <translation>un élément de décor doit avoir un nom</translation>
    </message>
    <message>
        <source>unknown kind {kind} (expected {kinds})</source>
        <translation>type {kind} inconnu (attendu : {kinds})</translation>
    </message>
    <message>
        <source>a table layout can be put down only while the game is being set up</source>
        <translation>une disposition de table ne se pose que pendant la mise en place de la partie</translation>
    </message>
    <message>
        <source>no activation is due: the Activation phase is over</source>
        <translation>aucune activation n&apos;est due : la phase d&apos;activation est terminée</translation>
    </message>
    <message>
        <source>it is {name}&apos;s activation, not {other}&apos;s</source>
        <translation>c&apos;est l&apos;activation de {name}, pas celle de {other}</translation>
    </message>
    <message>
        <source>{name} cannot activate again this turn</source>
        <translation>{name} ne peut pas être activée à nouveau ce tour-ci</translation>
    </message>
    <message>
        <source>no player turn is under way: roll the order of play first</source>
        <translation>aucun tour de joueur n&apos;est en cours : lancez d&apos;abord l&apos;ordre de jeu</translation>
    </message>
    <message>
        <source>no turn is under way: start a turn first</source>
        <translation>aucun tour n&apos;est en cours : commencez d&apos;abord un tour</translation>
    </message>
    <message>
        <source>A warband can flee only once play has begun: its morale is tested in the turns (C9)</source>
        <translation>Une bande ne peut fuir qu&apos;une fois le jeu commencé : son moral est testé pendant les tours (C9)</translation>
    </message>
    <message>
        <source>A warband can rout only once play has begun: Rout tests are taken at the start of its turns (M9)</source>
        <translation>Une bande ne peut être en déroute qu&apos;une fois le jeu commencé : les tests de déroute ont lieu au début de ses tours (M9)</translation>
    </message>
    <message>
        <source>A warband can be wiped out only once play has begun (M9)</source>
        <translation>Une bande ne peut être anéantie qu&apos;une fois le jeu commencé (M9)</translation>
    </message>
    <message>
        <source>{name}&apos;s warband has already left the game</source>
        <translation>la bande de {name} a déjà quitté la partie</translation>
    </message>
    <message>
        <source>the scenario gives the set-up zones: there is none to agree</source>
        <translation>le scénario donne les zones de déploiement : il n&apos;y en a aucune à convenir</translation>
    </message>
    <message>
        <source>set-up zones are agreed during set-up only</source>
        <translation>les zones de déploiement se conviennent pendant le déploiement seulement</translation>
    </message>
    <message>
        <source>{name}&apos;s agreed set-up zone is already {zone}</source>
        <translation>la zone de déploiement convenue de {name} est déjà {zone}</translation>
    </message>
</context>
<context>
    <name>RosterEditor</name>
    <message>
        <source>Base from the imported roster file</source>
        <translation>Socle tiré du fichier de liste importé</translation>
    </message>
    <message>
        <source>Base from Table Marshal&apos;s base table (the roster gave none)</source>
        <translation>Socle tiré de la table des socles de Table Marshal (la liste n&apos;en donnait aucun)</translation>
    </message>
    <message>
        <source>⚠ A guess: the roster gave no base and nobody knows it for sure; pick the model&apos;s real base</source>
        <translation>⚠ Une supposition : la liste ne donnait aucun socle et personne ne le connaît avec certitude ; choisissez le vrai socle de la figurine</translation>
    </message>
    <message>
        <source>In reserve</source>
        <translation>En réserve</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Morte</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Figurine</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Étiquette</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Socle</translation>
    </message>
    <message>
        <source>Size (mm)</source>
        <translation>Taille (mm)</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Base from</source>
        <translation>Socle d&apos;après</translation>
    </message>
    <message>
        <source>roster</source>
        <translation>liste</translation>
    </message>
    <message>
        <source>base table</source>
        <translation>table des socles</translation>
    </message>
    <message>
        <source>⚠ guess</source>
        <translation>⚠ supposé</translation>
    </message>
    <message>
        <source>Warband roster</source>
        <translation>Liste de la bande</translation>
    </message>
    <message>
        <source>e.g. Skaven of Clan Eshin</source>
        <translation>p. ex. Skavens du clan Eshin</translation>
    </message>
    <message>
        <source>Roster name</source>
        <translation>Nom de la liste</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Bande</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>non indiquée</translation>
    </message>
    <message>
        <source>The Warband Rating from the roster sheet (experience, 5 for each warrior, 20 for each large creature): M2, M6 use it, not the gold crowns</source>
        <translation>La valeur de bande d&apos;après la feuille de bande (expérience, 5 par guerrier, 20 par grande créature) : M2 et M6 l&apos;utilisent, pas les couronnes d&apos;or</translation>
    </message>
    <message>
        <source>Warband rating</source>
        <translation>Valeur de bande</translation>
    </message>
    <message>
        <source>Short label: the few letters on the token (at most {count})</source>
        <translation>Étiquette courte : les quelques lettres du jeton ({count} au plus)</translation>
    </message>
    <message>
        <source>Add model</source>
        <translation>Ajouter une figurine</translation>
    </message>
    <message>
        <source>Remove model</source>
        <translation>Retirer la figurine</translation>
    </message>
    <message>
        <source>Open roster…</source>
        <translation>Ouvrir une liste…</translation>
    </message>
    <message>
        <source>Save roster…</source>
        <translation>Enregistrer la liste…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Read a roster from BattleScribe or New Recruit (.ros, .rosz, .json) or a Trench Companion warband (.json)</source>
        <translation>Lire une liste de BattleScribe ou New Recruit (.ros, .rosz, .json) ou une bande de Trench Companion (.json)</translation>
    </message>
    <message>
        <source>Imported from {file} ({tool}).</source>
        <translation>Importé depuis {file} ({tool}).</translation>
    </message>
    <message>
        <source>1 of the bases is a guess (highlighted): check it against the model.</source>
        <translation>1 des socles est une supposition (en surbrillance) : vérifiez-le sur la figurine.</translation>
    </message>
    <message>
        <source>{count} of the bases are guesses (highlighted): check them against the models.</source>
        <translation>{count} des socles sont des suppositions (en surbrillance) : vérifiez-les sur les figurines.</translation>
    </message>
    <message>
        <source>1 model in reserve, lost or dead is listed but not put on the table.</source>
        <translation>1 figurine en réserve, perdue ou morte est listée mais pas posée sur la table.</translation>
    </message>
    <message>
        <source>{count} models in reserve, lost or dead are listed but not put on the table.</source>
        <translation>{count} figurines en réserve, perdues ou mortes sont listées mais pas posées sur la table.</translation>
    </message>
    <message>
        <source>No Movement in the file for {names}: no reach is shown for them (R1); double-click such a model on the board to set it.</source>
        <translation>Pas de Mouvement dans le fichier pour {names} : aucune portée n&apos;est montrée pour elles (R1) ; double-cliquez sur une telle figurine sur la table pour le saisir.</translation>
    </message>
    <message>
        <source>The models changed since this rating was imported ({rating}): check it against the roster sheet and type the new rating.</source>
        <translation>Les figurines ont changé depuis l&apos;import de cette valeur ({rating}) : vérifiez-la sur la feuille de bande et saisissez la nouvelle valeur.</translation>
    </message>
    <message>
        <source>imported with the roster</source>
        <translation>importée avec la liste</translation>
    </message>
    <message>
        <source>Model name</source>
        <translation>Nom de la figurine</translation>
    </message>
    <message>
        <source>The short label on the token: at most {count} characters, unique in the warband; models counted several times are numbered (Cl1, Cl2). Left empty, it is made from the name.</source>
        <translation>L&apos;étiquette courte du jeton : {count} caractères au plus, unique dans la bande ; les figurines comptées plusieurs fois sont numérotées (Cl1, Cl2). Laissée vide, elle est tirée du nom.</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>(alone)</source>
        <translation>(seule)</translation>
    </message>
    <message>
        <source>A custom base&apos;s size in millimetres: 30 (round) or 70x45 (oval, rectangle)</source>
        <translation>Taille d&apos;un socle personnalisé en millimètres : 30 (rond) ou 70x45 (ovale, rectangle)</translation>
    </message>
    <message>
        <source>{status}: listed in the warband, not put on the table</source>
        <translation>{status} : listée dans la bande, pas posée sur la table</translation>
    </message>
    <message>
        <source>How many of this model (1 to {most})</source>
        <translation>Combien de cette figurine (1 à {most})</translation>
    </message>
    <message>
        <source>Cost of one model (0 to {most})</source>
        <translation>Coût d&apos;une figurine (0 à {most})</translation>
    </message>
    <message>
        <source>1 model · total cost {cost}</source>
        <translation>1 figurine · coût total {cost}</translation>
    </message>
    <message>
        <source>{count} models · total cost {cost}</source>
        <translation>{count} figurines · coût total {cost}</translation>
    </message>
    <message>
        <source>1 model · total cost (rating) {cost}</source>
        <translation>1 figurine · coût total (valeur) {cost}</translation>
    </message>
    <message>
        <source>{count} models · total cost (rating) {cost}</source>
        <translation>{count} figurines · coût total (valeur) {cost}</translation>
    </message>
    <message>
        <source>more than {most}</source>
        <translation>plus de {most}</translation>
    </message>
    <message>
        <source>Row {row} ({name}): {why}</source>
        <translation>Ligne {row} ({name}) : {why}</translation>
    </message>
    <message>
        <source>Row {row}: {why}</source>
        <translation>Ligne {row} : {why}</translation>
    </message>
    <message>
        <source>Mend the base size said above first</source>
        <translation>Corrigez d&apos;abord la taille de socle indiquée ci-dessus</translation>
    </message>
    <message>
        <source>row {row}: the model needs a name</source>
        <translation>ligne {row} : la figurine a besoin d&apos;un nom</translation>
    </message>
    <message>
        <source>row {row} ({name}): a short label is plain letters, digits or signs</source>
        <translation>ligne {row} ({name}) : une étiquette courte se compose de lettres, chiffres ou signes simples</translation>
    </message>
    <message>
        <source>row {row} ({name}): the short label {label} is row {other}&apos;s already; each kind of model needs its own</source>
        <translation>ligne {row} ({name}) : l&apos;étiquette courte {label} est déjà celle de la ligne {other} ; chaque type de figurine a besoin de la sienne</translation>
    </message>
    <message>
        <source>the warband costs {total} in all; a roster may cost at most {most} (lower a count or a cost)</source>
        <translation>la bande coûte {total} au total ; une liste peut coûter au plus {most} (réduisez un nombre ou un coût)</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>{file} enregistré</translation>
    </message>
    <message>
        <source>This is a {roster_system} roster; the game is {game_system}.</source>
        <translation>Ceci est une liste {roster_system} ; la partie est en {game_system}.</translation>
    </message>
    <message>
        <source>Import roster</source>
        <translation>Importer une liste</translation>
    </message>
    <message>
        <source>Open roster</source>
        <translation>Ouvrir une liste</translation>
    </message>
    <message>
        <source>Table Marshal rosters (*.json)</source>
        <translation>Listes Table Marshal (*.json)</translation>
    </message>
    <message>
        <source>Save roster</source>
        <translation>Enregistrer la liste</translation>
    </message>
    <message>
        <source>Cannot save roster</source>
        <translation>Impossible d&apos;enregistrer la liste</translation>
    </message>
</context>
<context>
    <name>RosterImport</name>
    <message>
        <source>A new player…</source>
        <translation>Un nouveau joueur…</translation>
    </message>
    <message>
        <source>Import roster</source>
        <translation>Importer une liste d&apos;armée</translation>
    </message>
    <message>
        <source>Not imported: {problem}</source>
        <translation>Non importée : {problem}</translation>
    </message>
    <message>
        <source>Not imported: {file}: the file is nested too deeply or too large to be a roster</source>
        <translation>Non importée : {file} : le fichier est trop imbriqué ou trop volumineux pour être une liste d&apos;armée</translation>
    </message>
    <message>
        <source>The game has no players: start a new game with the roster from File ▸ New game</source>
        <translation>La partie n&apos;a pas de joueurs : commencez une nouvelle partie avec la liste d&apos;armée par Fichier ▸ Nouvelle partie</translation>
    </message>
    <message>
        <source>{roster} ({file}): {summary}.

Whose warband is it? Its models go in that warband&apos;s set-up tray.</source>
        <translation>{roster} ({file}) : {summary}.

À qui est cette bande ? Ses figurines vont dans le bac de déploiement de cette bande.</translation>
    </message>
    <message>
        <source>%n models of {roster} are in {player}&apos;s tray: drag them onto the table</source>
        <translation>%n figurines de {roster} sont dans le bac de {player} : faites-les glisser sur la table</translation>
    </message>
    <message>
        <source>The new player&apos;s name (their warband: {warband}):</source>
        <translation>Le nom du nouveau joueur (sa bande : {warband}) :</translation>
    </message>
    <message>
        <source>{player} joins with {warband}: %n models in their tray; drag them onto the table</source>
        <translation>{player} rejoint la partie avec {warband} : %n figurines dans son bac ; faites-les glisser sur la table</translation>
    </message>
</context>
<context>
    <name>RoutReminder</name>
    <message>
        <source>Rout test: {out} of {total} models of {warband} are out of action (a quarter or more). {player} takes a Rout test now; if it fails, press Rout… (M9).</source>
        <translation>Test de déroute : {out} figurines sur {total} de {warband} sont hors de combat (un quart ou plus). {player} fait maintenant un test de déroute ; s&apos;il échoue, appuyez sur Déroute… (M9).</translation>
    </message>
    <message>
        <source>Rout…</source>
        <translation>Déroute…</translation>
    </message>
    <message>
        <source>The warband failed its Rout test: it routs and leaves the game (M9)</source>
        <translation>La bande a raté son test de déroute : elle est en déroute et quitte la partie (M9)</translation>
    </message>
</context>
<context>
    <name>ScenarioPage</name>
    <message>
        <source>Game and scenario</source>
        <translation>Jeu et scénario</translation>
    </message>
    <message>
        <source>Choose the scenario, or roll for it on the game&apos;s scenario table.</source>
        <translation>Choisissez le scénario, ou tirez-le sur la table des scénarios du jeu.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source> in</source>
        <translation> po</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Roll {dice} for the scenario</source>
        <translation>Lancer {dice} pour le scénario</translation>
    </message>
    <message>
        <source> (your file)</source>
        <translation> (votre fichier)</translation>
    </message>
    <message>
        <source>Your own scenario file: {path}</source>
        <translation>Votre propre fichier de scénario : {path}</translation>
    </message>
    <message>
        <source>{dice}: the player with the lowest warband rating chooses the scenario (M11). Pick it from the list; the players page names who that is.</source>
        <translation>{dice} : le joueur dont la valeur de bande est la plus basse choisit le scénario (M11). Choisissez-le dans la liste ; la page des joueurs indique de qui il s&apos;agit.</translation>
    </message>
    <message>
        <source>, in teams of {size}</source>
        <translation>, en équipes de {size}</translation>
    </message>
    <message>
        <source>; {turns} turns</source>
        <translation> ; {turns} tours</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;{count} players{teams}&lt;/b&gt;{turns}; table {width} x {depth} in.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;{count} joueurs{teams}&lt;/b&gt;{turns} ; table de {width} x {depth} po.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Set-up:&lt;/b&gt; {setup}&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Déploiement :&lt;/b&gt; {setup}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Victory&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;{victory}&lt;/ul&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Victoire&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;{victory}&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Notes (details the sources leave open)&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;{notes}&lt;/ul&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Notes (détails que les sources laissent ouverts)&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;{notes}&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>The table is {width} in wide and {depth} in deep: enter the long edge as the width ({depth} x {width} in).</source>
        <translation>La table fait {width} po de large et {depth} po de profondeur : saisissez le grand côté comme largeur ({depth} x {width} po).</translation>
    </message>
    <message>
        <source>{reason}; {width} x {depth} in is too small.</source>
        <translation>{reason} ; {width} x {depth} po, c&apos;est trop petit.</translation>
    </message>
    <message>
        <source>In set-up order each player takes a free table-edge segment A-F and sets up wholly within {z} of it, more than {g} from other warbands (M3, M4).</source>
        <translation>Dans l&apos;ordre de déploiement, chaque joueur prend un segment libre A-F du bord de table et se déploie entièrement à {z} au plus de celui-ci, à plus de {g} des autres bandes (M3, M4).</translation>
    </message>
    <message>
        <source>The defender sets up as the scenario says; the others take table-edge segments A-F (M2-M4).</source>
        <translation>Le défenseur se déploie comme l&apos;indique le scénario ; les autres prennent des segments A-F du bord de table (M2-M4).</translation>
    </message>
    <message>
        <source>Each player sets up wholly within {z} of their table edge (S2).</source>
        <translation>Chaque joueur se déploie entièrement à {z} au plus de son bord de table (S2).</translation>
    </message>
    <message>
        <source>The sources give no set-up zones; the players agree them.</source>
        <translation>Les sources ne donnent aucune zone de déploiement ; les joueurs en conviennent.</translation>
    </message>
    <message>
        <source>{inches} in</source>
        <translation>{inches} po</translation>
    </message>
    <message>
        <source>the zone depth</source>
        <translation>la profondeur de zone</translation>
    </message>
    <message>
        <source>the gap</source>
        <translation>l&apos;écart</translation>
    </message>
</context>
<context>
    <name>ScoutBox</name>
    <message>
        <source>Unit to bring in by Scout and Secure</source>
        <translation>Unité à faire entrer par Scout and Secure</translation>
    </message>
    <message>
        <source>Bring in</source>
        <translation>Faire entrer</translation>
    </message>
    <message>
        <source>Spend the unit&apos;s cost in Threat Points to bring it in (S3)</source>
        <translation>Dépenser le coût de l&apos;unité en points de Menace pour la faire entrer (S3)</translation>
    </message>
    <message>
        <source>{name} · {unit} — {cost} Threat Points</source>
        <translation>{name} · {unit} — {cost} points de Menace</translation>
    </message>
    <message>
        <source>Bring in {unit}: spend {cost} Threat Points (S3)</source>
        <translation>Faire entrer {unit} : dépenser {cost} points de Menace (S3)</translation>
    </message>
    <message>
        <source>{name} has {points} Threat Points.</source>
        <translation>{name} a {points} points de Menace.</translation>
    </message>
    <message>
        <source>Spend the unit&apos;s cost in Threat Points to bring it in; its first model goes touching your table edge (S3)</source>
        <translation>Dépenser le coût de l&apos;unité en points de Menace pour la faire entrer ; sa première figurine se place au contact de votre bord de table (S3)</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source> in</source>
        <translation> po</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source> VP</source>
        <translation> PV</translation>
    </message>
    <message>
        <source> turns</source>
        <translation> tours</translation>
    </message>
    <message>
        <source> models</source>
        <translation> figurines</translation>
    </message>
    <message>
        <source> points</source>
        <translation> points</translation>
    </message>
    <message>
        <source>Scenario settings</source>
        <translation>Réglages du scénario</translation>
    </message>
    <message>
        <source>The sources leave these details open: agree them and set them here.</source>
        <translation>Les sources laissent ces détails ouverts : mettez-vous d&apos;accord et réglez-les ici.</translation>
    </message>
    <message>
        <source>This scenario has no settings.</source>
        <translation>Ce scénario n&apos;a pas de réglages.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <source>Scout and Secure (S3): at the start of a turn, pick a unit and spend its cost in Threat Points; drag its first model onto the table touching your table edge; once it has moved, place the rest within 2 in of it.</source>
        <translation>Scout and Secure (S3) : au début d&apos;un tour, choisissez une unité et dépensez son coût en points de Menace ; faites glisser sa première figurine sur la table au contact de votre bord de table ; une fois qu&apos;elle a bougé, placez le reste à 2 po ou moins d&apos;elle.</translation>
    </message>
    <message>
        <source>Leave this counter out</source>
        <translation>Laisser ce marqueur de côté</translation>
    </message>
    <message>
        <source>It cannot be placed within the scenario&apos;s limits</source>
        <translation>Il ne peut pas être placé dans les limites du scénario</translation>
    </message>
    <message>
        <source>Start with the rest in reserve</source>
        <translation>Commencer avec le reste en réserve</translation>
    </message>
    <message>
        <source>Start the first turn; models left in the tray stay off the table</source>
        <translation>Commencer le premier tour ; les figurines restées dans la réserve restent hors de la table</translation>
    </message>
    <message>
        <source>Back to the tray</source>
        <translation>Retour dans la réserve</translation>
    </message>
    <message>
        <source>Take the selected model off the table again</source>
        <translation>Retirer de nouveau la figurine sélectionnée de la table</translation>
    </message>
    <message>
        <source>Place anyway where the rules say no (players agree)</source>
        <translation>Placer quand même là où les règles l&apos;interdisent (les joueurs sont d&apos;accord)</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <source>Models still off the table: drag one onto the table when it arrives, where the scenario&apos;s rule puts it.</source>
        <translation>Figurines encore hors de la table : faites-en glisser une sur la table quand elle arrive, là où la règle du scénario la place.</translation>
    </message>
    <message>
        <source>Set-up done</source>
        <translation>Déploiement terminé</translation>
    </message>
    <message>
        <source>No set-up</source>
        <translation>Pas de déploiement</translation>
    </message>
    <message>
        <source>The game is under way.</source>
        <translation>La partie est en cours.</translation>
    </message>
    <message>
        <source>File ▸ New game sets up a scenario here.</source>
        <translation>Fichier ▸ Nouvelle partie prépare ici un scénario.</translation>
    </message>
    <message>
        <source>Set-up · {game}</source>
        <translation>Déploiement · {game}</translation>
    </message>
    <message>
        <source>Choose the defender (M2)</source>
        <translation>Désigner le défenseur (M2)</translation>
    </message>
    <message>
        <source>Roll the set-up order (M3)</source>
        <translation>Tirer l&apos;ordre de déploiement (M3)</translation>
    </message>
    <message>
        <source>Draw cards for the set-up order (C4)</source>
        <translation>Tirer des cartes pour l&apos;ordre de déploiement (C4)</translation>
    </message>
    <message>
        <source>Roll off for the set-up order</source>
        <translation>Jet départageant pour l&apos;ordre de déploiement</translation>
    </message>
    <message>
        <source>Roll {dice} for {counters}</source>
        <translation>Lancer {dice} pour les {counters}</translation>
    </message>
    <message>
        <source>Start turn 1: deal Initiative cards (C5)</source>
        <translation>Commencer le tour 1 : distribuer les cartes d&apos;Initiative (C5)</translation>
    </message>
    <message>
        <source>Start: roll the order of play (M5)</source>
        <translation>Commencer : tirer l&apos;ordre de jeu (M5)</translation>
    </message>
    <message>
        <source>{counter} — {name} ({left} left)</source>
        <translation>{counter} — {name} (encore {left})</translation>
    </message>
    <message>
        <source>▶ sets up now · {warband} ({name}) — {count} in the tray</source>
        <translation>▶ se déploie maintenant · {warband} ({name}) — {count} dans la réserve</translation>
    </message>
    <message>
        <source>{warband} ({name}) — {count} in the tray</source>
        <translation>{warband} ({name}) — {count} dans la réserve</translation>
    </message>
    <message>
        <source>Drag onto the table to put the whole warband down at once: {count} models, 1 in apart</source>
        <translation>Faire glisser sur la table pour poser toute la bande d&apos;un coup : {count} figurines, à 1 po d&apos;écart</translation>
    </message>
    <message>
        <source>  ▾ {unit} — {count} models</source>
        <translation>  ▾ {unit} — {count} figurines</translation>
    </message>
    <message>
        <source>Drag onto the table to put the unit down at once: {count} models, 1 in apart</source>
        <translation>Faire glisser sur la table pour poser l&apos;unité d&apos;un coup : {count} figurines, à 1 po d&apos;écart</translation>
    </message>
</context>
<context>
    <name>SetupWalk</name>
    <message>
        <source>{counter}: carried by models, not placed on the table. {text}</source>
        <translation>{counter} : portés par des figurines, pas posés sur la table. {text}</translation>
    </message>
    <message>
        <source>Highest warband rating, then most models, then a roll-off (M2).</source>
        <translation>La plus forte valeur de bande, puis le plus de figurines, puis un jet départageant (M2).</translation>
    </message>
    <message>
        <source>{name} defends, setting up {area}.</source>
        <translation>{name} défend et se déploie {area}.</translation>
    </message>
    <message>
        <source>{name} defends.</source>
        <translation>{name} défend.</translation>
    </message>
    <message>
        <source>Choose the defender</source>
        <translation>Désigner le défenseur</translation>
    </message>
    <message>
        <source>Players set up by D6, highest first (M3).</source>
        <translation>Les joueurs se déploient selon un D6, le plus haut d&apos;abord (M3).</translation>
    </message>
    <message>
        <source>Players set up by a draw of cards (C4).</source>
        <translation>Les joueurs se déploient selon un tirage de cartes (C4).</translation>
    </message>
    <message>
        <source>Players set up by a roll-off.</source>
        <translation>Les joueurs se déploient selon un jet départageant.</translation>
    </message>
    <message>
        <source>Settle the set-up order</source>
        <translation>Fixer l&apos;ordre de déploiement</translation>
    </message>
    <message>
        <source>Set-up order: {names}</source>
        <translation>Ordre de déploiement : {names}</translation>
    </message>
    <message>
        <source>Each player, in set-up order, clicks a free segment A-F on the board (M4).</source>
        <translation>Chaque joueur, dans l&apos;ordre de déploiement, clique sur un segment libre A-F sur le plateau (M4).</translation>
    </message>
    <message>
        <source>Every warband has its segment.</source>
        <translation>Chaque bande a son segment.</translation>
    </message>
    <message>
        <source>{name} clicks a free segment A-F on the board (M4).</source>
        <translation>{name} clique sur un segment libre A-F sur le plateau (M4).</translation>
    </message>
    <message>
        <source>A segment&apos;s zone is every point within {depth} in of it, so where a half edge ends mid-edge (A/B, D/E) it ends in a quarter circle, as drawn.</source>
        <translation>La zone d&apos;un segment est tout point à {depth} po ou moins de celui-ci ; là où un demi-bord s&apos;arrête au milieu du bord (A/B, D/E), elle se termine donc en quart de cercle, comme dessiné.</translation>
    </message>
    <message>
        <source>Choose edge segments</source>
        <translation>Choisir les segments de bord</translation>
    </message>
    <message>
        <source>wholly within {z} of their segment, more than {g} from other warbands (M4)</source>
        <translation>entièrement à {z} au plus de leur segment, à plus de {g} des autres bandes (M4)</translation>
    </message>
    <message>
        <source>wholly within {z} of their table edge, units at least 2 in apart (S2)</source>
        <translation>entièrement à {z} au plus de leur bord de table, les unités à au moins 2 po les unes des autres (S2)</translation>
    </message>
    <message>
        <source>where the players agree (the scenario gives no zones)</source>
        <translation>là où les joueurs en conviennent (le scénario ne donne pas de zones)</translation>
    </message>
    <message>
        <source>; the defender, {name}, {area}</source>
        <translation> ; le défenseur, {name}, {area}</translation>
    </message>
    <message>
        <source>Place the models</source>
        <translation>Placer les figurines</translation>
    </message>
    <message>
        <source>Every model is on the table.</source>
        <translation>Toutes les figurines sont sur la table.</translation>
    </message>
    <message>
        <source>Start the first turn</source>
        <translation>Commencer le premier tour</translation>
    </message>
    <message>
        <source>Deal the Initiative cards (C5).</source>
        <translation>Distribuez les cartes d&apos;Initiative (C5).</translation>
    </message>
    <message>
        <source>Roll the order of play (M5).</source>
        <translation>Tirez l&apos;ordre de jeu (M5).</translation>
    </message>
    <message>
        <source>wholly within {range} of the table centre</source>
        <translation>entièrement à {range} au plus du centre de la table</translation>
    </message>
    <message>
        <source>inside {feature} or within {range} of it</source>
        <translation>dans {feature} ou à {range} au plus de celui-ci</translation>
    </message>
    <message>
        <source>{name} ({warband}) sets up now: 1 model left</source>
        <translation>{name} ({warband}) se déploie maintenant : 1 figurine restante</translation>
    </message>
    <message>
        <source>{name} ({warband}) sets up now: %n models left</source>
        <translation>{name} ({warband}) se déploie maintenant : %n figurines restantes</translation>
    </message>
    <message>
        <source>, then {names}</source>
        <translation>, puis {names}</translation>
    </message>
    <message>
        <source>{sets_up}{then}. Drag each model from the tray onto the table, {where}.</source>
        <translation>{sets_up}{then}. Faites glisser chaque figurine du bac sur la table, {where}.</translation>
    </message>
    <message>
        <source>Place the {counters}</source>
        <translation>Placer les {counters}</translation>
    </message>
    <message>
        <source>After the set-up order.</source>
        <translation>Après l&apos;ordre de déploiement.</translation>
    </message>
    <message>
        <source>Each player rolls {dice} for their number of {counters}.</source>
        <translation>Chaque joueur lance {dice} pour son nombre de {counters}.</translation>
    </message>
    <message>
        <source>{placed} placed, {dropped} left out.</source>
        <translation>{placed} placés, {dropped} laissés de côté.</translation>
    </message>
    <message>
        <source>{placed} placed.</source>
        <translation>{placed} placés.</translation>
    </message>
    <message>
        <source>{name} places a {counter} ({left} left): drag it from the tray onto the table.</source>
        <translation>{name} place un pion ({counter}, encore {left}) : faites-le glisser du bac sur la table.</translation>
    </message>
</context>
<context>
    <name>SpotThreats</name>
    <message>
        <source>Movement unknown — set it in the model editor</source>
        <translation>Mouvement inconnu — à saisir dans l&apos;éditeur de figurine</translation>
    </message>
    <message>
        <source>exposed to {players}</source>
        <translation>exposé à {players}</translation>
    </message>
    <message>
        <source>{model} could charge it ({odds})</source>
        <translation>{model} pourrait le charger ({odds})</translation>
    </message>
    <message>
        <source>, {model} ({odds})</source>
        <translation>, {model} ({odds})</translation>
    </message>
    <message>
        <source> and %n more</source>
        <translation> et %n autres</translation>
    </message>
    <message>
        <source>certain</source>
        <translation>certaine</translation>
    </message>
    <message>
        <source>likely</source>
        <translation>probable</translation>
    </message>
    <message>
        <source>long shot</source>
        <translation>peu probable</translation>
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
        <translation>{first} et {last}</translation>
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
        <translation>x {x} po   y {y} po</translation>
    </message>
    <message>
        <source>{position} (off table)</source>
        <translation>{position} (hors de la table)</translation>
    </message>
</context>
<context>
    <name>Statuses</name>
    <message>
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>Stunned</source>
        <translation>Sonné</translation>
    </message>
    <message>
        <source>Knocked down</source>
        <translation>À terre</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Caché</translation>
    </message>
    <message>
        <source>Fleeing</source>
        <translation>En fuite</translation>
    </message>
    <message>
        <source>Out of action</source>
        <translation>Hors de combat</translation>
    </message>
    <message>
        <source>Fled</source>
        <translation>A fui</translation>
    </message>
    <message>
        <source>In the set-up tray</source>
        <translation>Dans le bac de déploiement</translation>
    </message>
    <message>
        <source>active</source>
        <translation>actif</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>sonné</translation>
    </message>
    <message>
        <source>knocked down</source>
        <translation>à terre</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>caché</translation>
    </message>
    <message>
        <source>fleeing</source>
        <translation>en fuite</translation>
    </message>
    <message>
        <source>out of action</source>
        <translation>hors de combat</translation>
    </message>
    <message>
        <source>fled</source>
        <translation>a fui</translation>
    </message>
    <message>
        <source>in the set-up tray</source>
        <translation>dans le bac de déploiement</translation>
    </message>
    <message>
        <source>does not stop an enemy from running (M10)</source>
        <translation>n&apos;empêche pas un ennemi de courir (M10)</translation>
    </message>
    <message>
        <source>a {game} game has no {status} status; a model can be {words}</source>
        <translation>une partie de {game} n&apos;a pas de statut {status} ; une figurine peut être {words}</translation>
    </message>
    <message>
        <source>unknown model status {status}; expected one of {words}</source>
        <translation>statut de figurine inconnu {status} ; attendu l&apos;un de : {words}</translation>
    </message>
</context>
<context>
    <name>TableBanner</name>
    <message>
        <source>Turn {number}</source>
        <translation>Tour {number}</translation>
    </message>
    <message>
        <source>Before the first turn</source>
        <translation>Avant le premier tour</translation>
    </message>
    <message>
        <source>{turn} · activating: {who}</source>
        <translation>{turn} · active : {who}</translation>
    </message>
    <message>
        <source>{turn} · every model has activated</source>
        <translation>{turn} · toutes les figurines ont été activées</translation>
    </message>
    <message>
        <source>{turn} is over</source>
        <translation>{turn} terminé</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Déploiement</translation>
    </message>
    <message>
        <source>Turn {number} · {who}’s turn</source>
        <translation>Tour {number} · au tour de {who}</translation>
    </message>
    <message>
        <source>Initiative:</source>
        <translation>Initiative :</translation>
    </message>
    <message>
        <source>Order of play:</source>
        <translation>Ordre de jeu :</translation>
    </message>
    <message>
        <source>Objectives:</source>
        <translation>Objectifs :</translation>
    </message>
    <message>
        <source>VP: {points}</source>
        <translation>PV : {points}</translation>
    </message>
    <message>
        <source>Exposure for {who}: shaded = enemy warbands see it (darker: more); clear = safe</source>
        <translation>Exposition pour {who} : ombré = des bandes ennemies le voient (plus sombre : davantage) ; clair = sûr</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>Table screen — Table Marshal</source>
        <translation>Écran de table — Table Marshal</translation>
    </message>
    <message>
        <source>Turn the board to face the table</source>
        <translation>Tourner le plateau face à la table</translation>
    </message>
    <message>
        <source>Not turned</source>
        <translation>Non tourné</translation>
    </message>
    <message>
        <source>Turned {degrees}°</source>
        <translation>Tourné de {degrees}°</translation>
    </message>
    <message>
        <source>Close the table screen (Esc)</source>
        <translation>Fermer l&apos;écran de table (Échap)</translation>
    </message>
</context>
<context>
    <name>Terrain</name>
    <message>
        <source>a building not marked enterable</source>
        <translation>un bâtiment non marqué accessible</translation>
    </message>
    <message>
        <source>a wall</source>
        <translation>un mur</translation>
    </message>
    <message>
        <source>impassable terrain</source>
        <translation>terrain infranchissable</translation>
    </message>
    <message>
        <source>building</source>
        <translation>bâtiment</translation>
    </message>
    <message>
        <source>ruin</source>
        <translation>ruine</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>mur</translation>
    </message>
    <message>
        <source>area</source>
        <translation>zone</translation>
    </message>
    <message>
        <source>{piece} would be off the table: its centre ({x}, {y}) in must be on the {width} x {depth} in table (T1)</source>
        <translation>{piece} serait hors de la table : son centre ({x}, {y}) in doit être sur la table de {width} x {depth} in (T1)</translation>
    </message>
    <message>
        <source>{piece} hangs {over} in over the table&apos;s edge (T1: allowed, its centre is on the table)</source>
        <translation>{piece} dépasse le bord de table de {over} in (T1 : permis, son centre est sur la table)</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>{piece} lies on {others}: move one off the other (T1)</source>
        <translation>{piece} repose sur {others} : écartez l&apos;un de l&apos;autre (T1)</translation>
    </message>
</context>
<context>
    <name>TerrainInteraction</name>
    <message>
        <source>it {covers} (T2)</source>
        <translation>il {covers} (T2)</translation>
    </message>
    <message>
        <source>it hangs {over:.2f} in over the table&apos;s edge (T1: allowed)</source>
        <translation>il dépasse de {over:.2f} po du bord de la table (T1 : autorisé)</translation>
    </message>
    <message>
        <source>Moving {piece}: drop it where it stands on the table</source>
        <translation>Déplacement de {piece} : lâchez-le là où il se trouve sur la table</translation>
    </message>
    <message>
        <source>Moving {piece} to ({x:.2f}, {y:.2f}) in</source>
        <translation>Déplacement de {piece} vers ({x:.2f}, {y:.2f}) po</translation>
    </message>
    <message>
        <source>Move cancelled</source>
        <translation>Déplacement annulé</translation>
    </message>
    <message>
        <source>Resizing {piece}</source>
        <translation>Redimensionnement de {piece}</translation>
    </message>
    <message>
        <source>Reshaping {piece}</source>
        <translation>Remodelage de {piece}</translation>
    </message>
    <message>
        <source>Resizing {piece} to {width} x {depth} in</source>
        <translation>Redimensionnement de {piece} à {width} x {depth} po</translation>
    </message>
    <message>
        <source>Resize cancelled</source>
        <translation>Redimensionnement annulé</translation>
    </message>
    <message>
        <source>Put {piece} down at ({x:.2f}, {y:.2f}) in</source>
        <translation>Poser {piece} à ({x:.2f}, {y:.2f}) po</translation>
    </message>
</context>
<context>
    <name>TerrainItems</name>
    <message>
        <source>{piece}: {kind}, {height} in high</source>
        <translation>{piece} : {kind}, {height} po de haut</translation>
    </message>
    <message>
        <source>{width} x {depth} in</source>
        <translation>{width} x {depth} po</translation>
    </message>
    <message>
        <source>bases may not stand in it</source>
        <translation>les socles ne peuvent pas s&apos;y tenir</translation>
    </message>
    <message>
        <source>bases may stand in it</source>
        <translation>les socles peuvent s&apos;y tenir</translation>
    </message>
    <message>
        <source>blocks sight between models both outside it</source>
        <translation>bloque la vue entre figurines toutes deux à l&apos;extérieur</translation>
    </message>
    <message>
        <source>blocks sight</source>
        <translation>bloque la vue</translation>
    </message>
    <message>
        <source>never blocks sight</source>
        <translation>ne bloque jamais la vue</translation>
    </message>
    <message>
        <source>locked (a drag moves the models on it)</source>
        <translation>verrouillé (glisser déplace les figurines posées dessus)</translation>
    </message>
</context>
<context>
    <name>TerrainPalette</name>
    <message>
        <source>Building 6 x 6</source>
        <translation>Bâtiment 6 x 6</translation>
    </message>
    <message>
        <source>Building 10 x 8</source>
        <translation>Bâtiment 10 x 8</translation>
    </message>
    <message>
        <source>Ruin 6 x 8</source>
        <translation>Ruine 6 x 8</translation>
    </message>
    <message>
        <source>Wall 6 in</source>
        <translation>Mur 6 po</translation>
    </message>
    <message>
        <source>Wall 12 in</source>
        <translation>Mur 12 po</translation>
    </message>
    <message>
        <source>Woods 8 x 6</source>
        <translation>Bois 8 x 6</translation>
    </message>
    <message>
        <source>Rubble</source>
        <translation>Gravats</translation>
    </message>
    <message>
        <source>Crates</source>
        <translation>Caisses</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Mare</translation>
    </message>
    <message>
        <source>Crater</source>
        <translation>Cratère</translation>
    </message>
    <message>
        <source>Trench 12 in</source>
        <translation>Tranchée 12 po</translation>
    </message>
</context>
<context>
    <name>ToolsPanel</name>
    <message>
        <source>set-up order</source>
        <translation>ordre de déploiement</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>défenseur</translation>
    </message>
    <message>
        <source>order of play</source>
        <translation>ordre de jeu</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>scénario</translation>
    </message>
    <message>
        <source>Draw or roll-off</source>
        <translation>Tirage ou jet départageant</translation>
    </message>
    <message>
        <source>What it decides (optional), e.g. who deploys first</source>
        <translation>Ce qu&apos;il décide (facultatif), p. ex. qui se déploie en premier</translation>
    </message>
    <message>
        <source>Draw cards</source>
        <translation>Tirer des cartes</translation>
    </message>
    <message>
        <source>Roll-off (D6)</source>
        <translation>Jet départageant (D6)</translation>
    </message>
    <message>
        <source>Each chosen player rolls a D6; ties roll again (M3)</source>
        <translation>Chaque joueur choisi lance un D6 ; les égalités relancent (M3)</translation>
    </message>
    <message>
        <source>Each chosen player draws a card; highest first (C3, C4)</source>
        <translation>Chaque joueur choisi tire une carte ; la plus haute d&apos;abord (C3, C4)</translation>
    </message>
    <message>
        <source>Last draw: none yet</source>
        <translation>Dernier tirage : aucun pour l&apos;instant</translation>
    </message>
    <message>
        <source>Last draw ({purpose}), highest first:</source>
        <translation>Dernier tirage ({purpose}), la plus haute d&apos;abord :</translation>
    </message>
    <message>
        <source>Last draw, highest first:</source>
        <translation>Dernier tirage, la plus haute d&apos;abord :</translation>
    </message>
    <message>
        <source>Last roll-off: none yet</source>
        <translation>Dernier jet départageant : aucun pour l&apos;instant</translation>
    </message>
    <message>
        <source>Last roll-off ({purpose}):</source>
        <translation>Dernier jet départageant ({purpose}) :</translation>
    </message>
    <message>
        <source>Last roll-off:</source>
        <translation>Dernier jet départageant :</translation>
    </message>
    <message>
        <source>Re-roll: {rolls}</source>
        <translation>Relance : {rolls}</translation>
    </message>
    <message>
        <source>Rolls: {rolls}</source>
        <translation>Jets : {rolls}</translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation>Résultat : {result}</translation>
    </message>
    <message>
        <source>{first} goes first, then clockwise: {order}</source>
        <translation>{first} commence, puis dans le sens horaire : {order}</translation>
    </message>
    <message>
        <source>{order} (the defender sets up first)</source>
        <translation>{order} (le défenseur se déploie en premier)</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Roll {dice}</source>
        <translation>Lancer {dice}</translation>
    </message>
    <message>
        <source>Roll for scenario</source>
        <translation>Tirer le scénario</translation>
    </message>
    <message>
        <source>Roll on the system&apos;s scenario table: D6 for Trench Crusade (C10), 2D6 for Mordheim (M11)</source>
        <translation>Lancer sur la table des scénarios du système : D6 pour Trench Crusade (C10), 2D6 pour Mordheim (M11)</translation>
    </message>
    <message>
        <source>Roll for: anyone</source>
        <translation>Jet pour : n&apos;importe qui</translation>
    </message>
    <message>
        <source>Roll for: {name}</source>
        <translation>Jet pour : {name}</translation>
    </message>
    <message>
        <source>Shooting into combat (M7)</source>
        <translation>Tir dans un corps à corps (M7)</translation>
    </message>
    <message>
        <source>Models fighting it (its close combat is ticked, M8):</source>
        <translation>Figurines qui le combattent (son corps à corps est coché, M8) :</translation>
    </message>
    <message>
        <source>Roll random hit</source>
        <translation>Tirer une touche au hasard</translation>
    </message>
    <message>
        <source>The hit lands on a random model of the combat (M7)</source>
        <translation>La touche frappe une figurine du combat au hasard (M7)</translation>
    </message>
    <message>
        <source>Target: choose a model</source>
        <translation>Cible : choisir une figurine</translation>
    </message>
    <message>
        <source>Shooter: not recorded</source>
        <translation>Tireur : non noté</translation>
    </message>
    <message>
        <source>Shooter: {model}</source>
        <translation>Tireur : {model}</translation>
    </message>
    <message>
        <source>{model} · {gap:.2f} in</source>
        <translation>{model} · {gap:.2f} po</translation>
    </message>
    <message>
        <source>Tick the models fighting the target first (M7)</source>
        <translation>Cochez d&apos;abord les figurines qui combattent la cible (M7)</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Charge</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Tir</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Sort</translation>
    </message>
    <message>
        <source>Attacks (breaks alliances, M10)</source>
        <translation>Attaques (rompent les alliances, M10)</translation>
    </message>
    <message>
        <source>Record this attack (M10)</source>
        <translation>Noter cette attaque (M10)</translation>
    </message>
    <message>
        <source>By: choose a model</source>
        <translation>Par : choisir une figurine</translation>
    </message>
    <message>
        <source>By: {model}</source>
        <translation>Par : {model}</translation>
    </message>
    <message>
        <source>At: choose a model</source>
        <translation>Sur : choisir une figurine</translation>
    </message>
    <message>
        <source>At: {model}</source>
        <translation>Sur : {model}</translation>
    </message>
    <message>
        <source>Choose the attacking model and its target first</source>
        <translation>Choisissez d&apos;abord la figurine qui attaque et sa cible</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>Scored at each turn start (V1): {rows}</source>
        <translation>Compté au début de chaque tour (V1) : {rows}</translation>
    </message>
    <message>
        <source>Scored at each turn end (V1): {rows}</source>
        <translation>Compté à la fin de chaque tour (V1) : {rows}</translation>
    </message>
    <message>
        <source>Scored once, when the game ends (V1): {rows}</source>
        <translation>Compté une fois, à la fin de la partie (V1) : {rows}</translation>
    </message>
    <message>
        <source>Objectives (S4): {held}</source>
        <translation>Objectifs (S4) : {held}</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>centre</translation>
    </message>
    <message>
        <source>no segment</source>
        <translation>aucun segment</translation>
    </message>
    <message>
        <source>Initiative phase</source>
        <translation>Phase d&apos;Initiative</translation>
    </message>
    <message>
        <source>Deal one Initiative card to each player still in the game (C5)</source>
        <translation>Distribuer une carte d&apos;Initiative à chaque joueur encore en jeu (C5)</translation>
    </message>
    <message>
        <source>Activate next model</source>
        <translation>Activer la figurine suivante</translation>
    </message>
    <message>
        <source>The highlighted player activates their next model; or select one of their models on the board and press Enter (C7)</source>
        <translation>Le joueur en surbrillance active sa figurine suivante ; ou sélectionnez une de ses figurines sur le plateau et appuyez sur Entrée (C7)</translation>
    </message>
    <message>
        <source>Choose defender</source>
        <translation>Désigner le défenseur</translation>
    </message>
    <message>
        <source>Only for scenarios with a defender: highest rating, then most models, then a roll-off (M2)</source>
        <translation>Seulement pour les scénarios avec un défenseur : la plus haute valeur, puis le plus de figurines, puis un jet départageant (M2)</translation>
    </message>
    <message>
        <source>Roll set-up order</source>
        <translation>Tirer l&apos;ordre de déploiement</translation>
    </message>
    <message>
        <source>The defender first, then the others by D6, ties rolled again (M3)</source>
        <translation>Le défenseur d&apos;abord, puis les autres au D6, les égalités relancées (M3)</translation>
    </message>
    <message>
        <source>Roll order of play</source>
        <translation>Tirer l&apos;ordre de jeu</translation>
    </message>
    <message>
        <source>Everyone rolls a D6, the highest starts, then clockwise by segment (M5)</source>
        <translation>Chacun lance un D6, le plus haut commence, puis dans le sens horaire par segment (M5)</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>Card games: discard the Initiative cards, refund Threat Points (S7), check for a winner. Mordheim: play passes clockwise (M5)</source>
        <translation>Jeux de cartes : défausser les cartes d&apos;Initiative, rembourser les points de Menace (S7), chercher un vainqueur. Mordheim : le jeu passe dans le sens horaire (M5)</translation>
    </message>
    <message>
        <source>Set-up: follow the steps in the Set-up tab.</source>
        <translation>Déploiement : suivez les étapes de l&apos;onglet Déploiement.</translation>
    </message>
    <message>
        <source>top card {card}</source>
        <translation>carte du dessus {card}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>{left} to draw
{gone} discarded</source>
        <translation>{left} à tirer
{gone} défaussées</translation>
    </message>
    <message>
        <source>Draw pile: {left} cards
Discard pile: {gone} ({top})</source>
        <translation>Pioche : {left} cartes
Défausse : {gone} ({top})</translation>
    </message>
    <message>
        <source>The game is over: save it, or open a new game (Ctrl+Z takes back the end).</source>
        <translation>La partie est terminée : enregistrez-la ou ouvrez une nouvelle partie (Ctrl+Z annule la fin).</translation>
    </message>
    <message>
        <source>Turn {number}</source>
        <translation>Tour {number}</translation>
    </message>
    <message>
        <source>Before the first turn</source>
        <translation>Avant le premier tour</translation>
    </message>
    <message>
        <source>Activation phase · next: {warband} ({name}). Select one of their models on the board and press Enter, or Activate next model.</source>
        <translation>Phase d&apos;activation · ensuite : {warband} ({name}). Sélectionnez une de ses figurines sur le plateau et appuyez sur Entrée, ou Activer la figurine suivante.</translation>
    </message>
    <message>
        <source>Every model has activated. End the turn.</source>
        <translation>Toutes les figurines ont été activées. Finissez le tour.</translation>
    </message>
    <message>
        <source>Turn {number} is over. Deal the next Initiative phase.</source>
        <translation>Le tour {number} est terminé. Distribuez la phase d&apos;Initiative suivante.</translation>
    </message>
    <message>
        <source>Set-up. Deal the Initiative cards to start turn 1 (C5).</source>
        <translation>Déploiement. Distribuez les cartes d&apos;Initiative pour commencer le tour 1 (C5).</translation>
    </message>
    <message>
        <source>Queue: {names}</source>
        <translation>File : {names}</translation>
    </message>
    <message>
        <source>{name} +{n} Threat</source>
        <translation>{name} +{n} Menace</translation>
    </message>
    <message>
        <source>Refunds (All-Out War, S7): {refunds}</source>
        <translation>Remboursements (All-Out War, S7) : {refunds}</translation>
    </message>
    <message>
        <source>No Threat Points refunded this turn (no unit destroyed).</source>
        <translation>Aucun point de Menace remboursé ce tour (aucune unité détruite).</translation>
    </message>
    <message>
        <source>Victory points (V1): {points}</source>
        <translation>Points de victoire (V1) : {points}</translation>
    </message>
    <message>
        <source>This game has no scenario scoring (V1): add victory points with each warband&apos;s VP +. It has no last turn: a warband wins when every opposing warband has fled (C9).</source>
        <translation>Cette partie n&apos;a pas de décompte de scénario (V1) : ajoutez les points de victoire avec le PV + de chaque bande. Elle n&apos;a pas de dernier tour : une bande gagne quand toutes les bandes adverses ont fui (C9).</translation>
    </message>
    <message>
        <source>Morale: {names} lost units this turn. Test morale now; if a warband fails, press its Flee button (C9).</source>
        <translation>Moral : {names} ont perdu des unités ce tour. Testez le moral maintenant ; si une bande échoue, appuyez sur son bouton Fuir (C9).</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Déploiement</translation>
    </message>
    <message>
        <source>Turn {number} · {name}&apos;s turn</source>
        <translation>Tour {number} · au tour de {name}</translation>
    </message>
    <message>
        <source>Roll the set-up order (M3). In a scenario with a defender, choose the defender first (M2).</source>
        <translation>Tirez l&apos;ordre de déploiement (M3). Dans un scénario avec un défenseur, désignez d&apos;abord le défenseur (M2).</translation>
    </message>
    <message>
        <source>{warband} ({name}) chooses a set-up segment: click a free segment (A–F) on the board (M4).</source>
        <translation>{warband} ({name}) choisit un segment de déploiement : cliquez sur un segment libre (A–F) sur le plateau (M4).</translation>
    </message>
    <message>
        <source>{warband} ({name}) sets up next (M3).</source>
        <translation>{warband} ({name}) se déploie ensuite (M3).</translation>
    </message>
    <message>
        <source>Every warband has its set-up segment. Roll the order of play (M5).</source>
        <translation>Chaque bande a son segment de déploiement. Tirez l&apos;ordre de jeu (M5).</translation>
    </message>
    <message>
        <source>{warband} ({name}) plays. End turn passes play clockwise (M5). Next: {next}.</source>
        <translation>{warband} ({name}) joue. Finir le tour passe la main dans le sens horaire (M5). Ensuite : {next}.</translation>
    </message>
    <message>
        <source>{warband} ({name}) plays. End turn passes play clockwise (M5).</source>
        <translation>{warband} ({name}) joue. Finir le tour passe la main dans le sens horaire (M5).</translation>
    </message>
    <message>
        <source>Defender: {name} (M2)</source>
        <translation>Défenseur : {name} (M2)</translation>
    </message>
    <message>
        <source>Set-up order: {order}</source>
        <translation>Ordre de déploiement : {order}</translation>
    </message>
    <message>
        <source>Order of play: {order}</source>
        <translation>Ordre de jeu : {order}</translation>
    </message>
    <message>
        <source>Underdog: {warband} ({name}) gains +{bonus} experience (rating gap, M6).</source>
        <translation>Outsider : {warband} ({name}) gagne +{bonus} d&apos;expérience (écart de valeur, M6).</translation>
    </message>
    <message>
        <source>This game has no scenario scoring (V1): add victory points with each warband&apos;s VP +. It has no last turn: it lasts until one warband is left (M9).</source>
        <translation>Cette partie n&apos;a pas de décompte de scénario (V1) : ajoutez les points de victoire avec le PV + de chaque bande. Elle n&apos;a pas de dernier tour : elle dure jusqu&apos;à ce qu&apos;il ne reste qu&apos;une bande (M9).</translation>
    </message>
    <message>
        <source>End turn ▸ {name}</source>
        <translation>Finir le tour ▸ {name}</translation>
    </message>
    <message>
        <source>{names} win together</source>
        <translation>{names} gagnent ensemble</translation>
    </message>
    <message>
        <source>{names} win</source>
        <translation>{names} gagnent</translation>
    </message>
    <message>
        <source>{names} wins</source>
        <translation>{names} gagne</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>match nul</translation>
    </message>
    <message>
        <source>nobody wins</source>
        <translation>personne ne gagne</translation>
    </message>
    <message>
        <source>The game is over after turn {number}: {outcome}. Save it, or open a new game.</source>
        <translation>La partie est terminée après le tour {number} : {outcome}. Enregistrez-la ou ouvrez une nouvelle partie.</translation>
    </message>
    <message>
        <source>The game is over in turn {number}: {outcome}. Save it, or open a new game.</source>
        <translation>La partie s&apos;est terminée au tour {number} : {outcome}. Enregistrez-la ou ouvrez une nouvelle partie.</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Propose alliance</source>
        <translation>Proposer une alliance</translation>
    </message>
    <message>
        <source>{player} proposes an alliance</source>
        <translation>{player} propose une alliance</translation>
    </message>
    <message>
        <source>Answer alliance</source>
        <translation>Répondre à l&apos;alliance</translation>
    </message>
    <message>
        <source>{player} refuses the alliance</source>
        <translation>{player} refuse l&apos;alliance</translation>
    </message>
    <message>
        <source>{player} allies with {proposer}</source>
        <translation>{player} s&apos;allie à {proposer}</translation>
    </message>
    <message>
        <source>Break alliance</source>
        <translation>Rompre l&apos;alliance</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>{by} charges {target}</source>
        <translation>{by} charge {target}</translation>
    </message>
    <message>
        <source>{by} shoots at {target}</source>
        <translation>{by} tire sur {target}</translation>
    </message>
    <message>
        <source>{by} casts a spell at {target}</source>
        <translation>{by} lance un sort sur {target}</translation>
    </message>
    <message>
        <source>Draw: {purpose}</source>
        <translation>Tirage : {purpose}</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Tirage</translation>
    </message>
    <message>
        <source>Roll {dice}</source>
        <translation>Lancer {dice}</translation>
    </message>
    <message>
        <source>Roll-off: {purpose}</source>
        <translation>Jet départage : {purpose}</translation>
    </message>
    <message>
        <source>Roll-off</source>
        <translation>Jet départage</translation>
    </message>
    <message>
        <source>Random hit</source>
        <translation>Touche au hasard</translation>
    </message>
    <message>
        <source>Roll for scenario</source>
        <translation>Jet de scénario</translation>
    </message>
    <message>
        <source>Move model</source>
        <translation>Déplacer la figurine</translation>
    </message>
    <message>
        <source>Move {model}</source>
        <translation>Déplacer {model}</translation>
    </message>
    <message>
        <source>Place {models} knowingly</source>
        <translation>Placer {models} sciemment</translation>
    </message>
    <message>
        <source>Move {count} models</source>
        <translation>Déplacer {count} figurines</translation>
    </message>
    <message>
        <source>Turn model</source>
        <translation>Tourner la figurine</translation>
    </message>
    <message>
        <source>Turn {model} to {facing}°</source>
        <translation>Tourner {model} à {facing}°</translation>
    </message>
    <message>
        <source>Turn {model} to {facing}° knowingly</source>
        <translation>Tourner {model} à {facing}° sciemment</translation>
    </message>
    <message>
        <source>Change status</source>
        <translation>Changer l&apos;état</translation>
    </message>
    <message>
        <source>{model}: {status}</source>
        <translation>{model} : {status}</translation>
    </message>
    <message>
        <source>Remove models</source>
        <translation>Retirer les figurines</translation>
    </message>
    <message>
        <source>{model} back to the tray</source>
        <translation>{model} retourne à la réserve</translation>
    </message>
    <message>
        <source>Take {models} off the table</source>
        <translation>Retirer {models} de la table</translation>
    </message>
    <message>
        <source>Edit model</source>
        <translation>Modifier la figurine</translation>
    </message>
    <message>
        <source>Edit {model}</source>
        <translation>Modifier {model}</translation>
    </message>
    <message>
        <source>New turn</source>
        <translation>Nouveau tour</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>Activation</translation>
    </message>
    <message>
        <source>Activate {model}</source>
        <translation>Activer {model}</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>Flee</source>
        <translation>Fuir</translation>
    </message>
    <message>
        <source>{warband} fled</source>
        <translation>{warband} en fuite</translation>
    </message>
    <message>
        <source>{warband} routed</source>
        <translation>{warband} en déroute</translation>
    </message>
    <message>
        <source>{warband} wiped out</source>
        <translation>{warband} anéantie</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Agree a set-up zone</source>
        <translation>Convenir d&apos;une zone de déploiement</translation>
    </message>
    <message>
        <source>Agree {name}&apos;s set-up zone</source>
        <translation>Convenir de la zone de déploiement de {name}</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <source>{player} joins with {roster}</source>
        <translation>{player} rejoint avec {roster}</translation>
    </message>
    <message>
        <source>Add roster</source>
        <translation>Ajouter une liste</translation>
    </message>
    <message>
        <source>Add {roster} to {player}&apos;s tray</source>
        <translation>Ajouter {roster} à la réserve de {player}</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Points de victoire</translation>
    </message>
    <message>
        <source>Bring in unit</source>
        <translation>Faire entrer l&apos;unité</translation>
    </message>
    <message>
        <source>Bring in {unit}</source>
        <translation>Faire entrer {unit}</translation>
    </message>
    <message>
        <source>Choose defender</source>
        <translation>Désigner le défenseur</translation>
    </message>
    <message>
        <source>Set-up order</source>
        <translation>Ordre de déploiement</translation>
    </message>
    <message>
        <source>Roll set-up order</source>
        <translation>Jet d&apos;ordre de déploiement</translation>
    </message>
    <message>
        <source>Choose segment</source>
        <translation>Choisir le segment</translation>
    </message>
    <message>
        <source>Roll for counters</source>
        <translation>Jet pour les marqueurs</translation>
    </message>
    <message>
        <source>Roll for {counters}</source>
        <translation>Jet pour {counters}</translation>
    </message>
    <message>
        <source>Place counter</source>
        <translation>Placer le marqueur</translation>
    </message>
    <message>
        <source>{player} places {counter} {number}</source>
        <translation>{player} place {counter} {number}</translation>
    </message>
    <message>
        <source>Leave counter out</source>
        <translation>Retirer le marqueur</translation>
    </message>
    <message>
        <source>{player}&apos;s {counter} is left out</source>
        <translation>{counter} de {player} est retiré</translation>
    </message>
    <message>
        <source>Place model</source>
        <translation>Placer la figurine</translation>
    </message>
    <message>
        <source>{model} arrives</source>
        <translation>{model} arrive</translation>
    </message>
    <message>
        <source>Place {model}</source>
        <translation>Placer {model}</translation>
    </message>
    <message>
        <source>Place block</source>
        <translation>Placer le bloc</translation>
    </message>
    <message>
        <source>Place {what} ({count})</source>
        <translation>Placer {what} ({count})</translation>
    </message>
    <message>
        <source>Back to the tray</source>
        <translation>Retour à la réserve</translation>
    </message>
    <message>
        <source>Roll order of play</source>
        <translation>Jet d&apos;ordre de jeu</translation>
    </message>
</context>
<context>
    <name>ZoneLayer</name>
    <message>
        <source>{warband}: set up within {depth} in of this edge (S2)</source>
        <translation>{warband} : se déploie à {depth} po ou moins de ce bord de table (S2)</translation>
    </message>
    <message>
        <source>{warbands}: agreed zone</source>
        <translation>{warbands} : zone convenue</translation>
    </message>
    <message>
        <source>{warbands}: set up {zone}, as the players agreed (the scenario gives no zones; nothing is judged against it)</source>
        <translation>{warbands} : déploiement {zone}, comme les joueurs en sont convenus (le scénario ne donne pas de zones ; rien n&apos;est jugé d&apos;après elle)</translation>
    </message>
</context>
<context>
    <name>Zones</name>
    <message>
        <source>no zone agreed</source>
        <translation>aucune zone convenue</translation>
    </message>
    <message>
        <source>the top-left quarter</source>
        <translation>le quart haut gauche</translation>
    </message>
    <message>
        <source>the top-right quarter</source>
        <translation>le quart haut droit</translation>
    </message>
    <message>
        <source>the bottom-right quarter</source>
        <translation>le quart bas droit</translation>
    </message>
    <message>
        <source>the bottom-left quarter</source>
        <translation>le quart bas gauche</translation>
    </message>
    <message>
        <source>within {depth} in of the top edge</source>
        <translation>à {depth} po au plus du bord du haut</translation>
    </message>
    <message>
        <source>within {depth} in of the bottom edge</source>
        <translation>à {depth} po au plus du bord du bas</translation>
    </message>
    <message>
        <source>within {depth} in of the left edge</source>
        <translation>à {depth} po au plus du bord gauche</translation>
    </message>
    <message>
        <source>within {depth} in of the right edge</source>
        <translation>à {depth} po au plus du bord droit</translation>
    </message>
</context>
</TS>
