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
        <translation>&amp;Fin du tour</translation>
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
    <name>Application</name>
    <message>
        <source>Table Marshal cannot open this game file.

{problem}</source>
        <translation>Table Marshal ne peut pas ouvrir ce fichier de partie.

{problem}</translation>
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
        <source>{name}: not counted (no set-up zone and no model on the table yet)</source>
        <translation>{name} : non comptée (pas de zone de déploiement et encore aucune figurine sur la table)</translation>
    </message>
    <message>
        <source>{name}: from its {n} model(s) on the table (no set-up zone)</source>
        <translation>{name} : depuis ses {n} figurine(s) sur la table (pas de zone de déploiement)</translation>
    </message>
    <message>
        <source>{name}: from its set-up zone</source>
        <translation>{name} : depuis sa zone de déploiement</translation>
    </message>
    <message>
        <source>No enemy warband: allies and team-mates never count</source>
        <translation>Aucune bande ennemie : les alliés et les coéquipiers ne comptent jamais</translation>
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
        <translation>Un guide (R4, T3) : la table a le dernier mot.</translation>
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
        <translation>%n page {paper} ({columns} en largeur, {rows} en hauteur) écrite dans
{path}

Imprimez le PDF à 100 % (« Taille réelle »), pas « Ajuster à la page », et vérifiez la barre de 2 pouces sur une page. Disposez les pages selon leurs étiquettes, A1 en haut à gauche ; chaque page chevauche la suivante de {overlap} in, jusqu&apos;à sa ligne pointillée.</translation>
    </message>
</context>
<context>
    <name>Joining</name>
    <message>
        <source>Set-up has begun: a new player can join only before the set-up order is found and the first model is placed</source>
        <translation>Le déploiement a commencé : un nouveau joueur ne peut rejoindre la partie qu&apos;avant que l&apos;ordre de déploiement soit établi et la première figurine placée</translation>
    </message>
    <message>
        <source>This scenario is played in fixed teams: start a New game to add a player</source>
        <translation>Ce scénario se joue en équipes fixes : commencez une nouvelle partie pour ajouter un joueur</translation>
    </message>
    <message>
        <source>The new player needs a name</source>
        <translation>Le nouveau joueur a besoin d&apos;un nom</translation>
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
        <source>this is a {roster} roster; the game is {game}</source>
        <translation>c&apos;est une liste d&apos;armée {roster} ; la partie est en {game}</translation>
    </message>
    <message>
        <source>the roster {name} holds no model to place</source>
        <translation>la liste d&apos;armée {name} ne contient aucune figurine à placer</translation>
    </message>
    <message>
        <source>the roster&apos;s {count} models would make {total} in the game; a game holds at most {most}</source>
        <translation>les {count} figurines de la liste en feraient {total} dans la partie ; une partie en compte au plus {most}</translation>
    </message>
    <message>
        <source>{scenario} is for at most {most} players</source>
        <translation>{scenario} se joue à {most} joueurs au plus</translation>
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
    <name>MainWindow</name>
    <message>
        <source>Select one model on the board to edit it (or double-click it)</source>
        <translation>Sélectionnez une figurine sur le plateau pour la modifier (ou double-cliquez dessus)</translation>
    </message>
    <message>
        <source>Mordheim has no activations: in their turn each player moves their whole warband, then End turn passes play clockwise (M5)</source>
        <translation>Mordheim n&apos;a pas d&apos;activations : à son tour, chaque joueur déplace toute sa bande, puis Fin du tour passe la main dans le sens des aiguilles d&apos;une montre (M5)</translation>
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

Le panneau Tour fait avancer la partie. Jeux à cartes : « Phase d&apos;Initiative » distribue les cartes ; cliquez sur une figurine de la bande en surbrillance et appuyez sur Entrée (ou « Activer la figurine suivante ») pour l&apos;activer ; « Fin du tour » défausse et rembourse. Mordheim : lancez l&apos;ordre de déploiement, cliquez sur un secteur libre pour chaque bande à son tour, lancez l&apos;ordre de jeu, et « Fin du tour » passe la main dans le sens des aiguilles d&apos;une montre.

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
    <name>NewGameWizard</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>%n of your own scenario files were skipped:</source>
        <translation>%n de vos fichiers de scénario a été ignoré :</translation>
    </message>
</context>
<context>
    <name>RaceTable</name>
    <message>
        <source>?: no model of {names} has a known Movement (R1), so no number; the model editor sets it.</source>
        <translation>? : aucune figurine de {names} n&apos;a de Mouvement connu (R1), donc pas de nombre ; l&apos;éditeur de figurine le règle.</translation>
    </message>
    <message>
        <source>{name}: no model has a known Movement (R1); set it in the model editor</source>
        <translation>{name} : aucune figurine n&apos;a de Mouvement connu (R1) ; réglez-le dans l&apos;éditeur de figurine</translation>
    </message>
    <message>
        <source>{name}: no way there round the terrain, or no model on the table or set-up zone to start from (R5)</source>
        <translation>{name} : aucun chemin pour y aller en contournant les décors, ou aucune figurine sur la table ni zone de déploiement d&apos;où partir (R5)</translation>
    </message>
    <message>
        <source>{name}: already within control range (R5)</source>
        <translation>{name} : déjà à portée de contrôle (R5)</translation>
    </message>
    <message>
        <source>{name}: {turns} turn(s) for its fastest model (R5)</source>
        <translation>{name} : {turns} tour(s) pour sa figurine la plus rapide (R5)</translation>
    </message>
    <message>
        <source>tie: {names}</source>
        <translation>égalité : {names}</translation>
    </message>
    <message>
        <source>No model has a known Movement (R1): no race to show; the model editor sets it.</source>
        <translation>Aucune figurine n&apos;a de Mouvement connu (R1) : pas de course à montrer ; l&apos;éditeur de figurine le règle.</translation>
    </message>
    <message>
        <source>{objective}: {cells}; first: {first}</source>
        <translation>{objective} : {cells} ; en premier : {first}</translation>
    </message>
    <message>
        <source>—: no way there round the terrain yet.</source>
        <translation>— : pas encore de chemin pour y aller en contournant les décors.</translation>
    </message>
    <message>
        <source>Race to the objectives (R5)</source>
        <translation>Course aux objectifs (R5)</translation>
    </message>
    <message>
        <source>Turns each warband&apos;s fastest model needs to bring its base within control range, going round the terrain and ignoring other models. —: no way there yet. Bold: first (ties: all of them).</source>
        <translation>Tours dont la figurine la plus rapide de chaque bande a besoin pour amener son socle à portée de contrôle, en contournant les décors et en ignorant les autres figurines. — : pas encore de chemin. En gras : en premier (égalité : toutes).</translation>
    </message>
    <message>
        <source>First</source>
        <translation>En premier</translation>
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
        <translation>%n figurine de {roster} est dans le bac de {player} : faites-la glisser sur la table</translation>
    </message>
    <message>
        <source>The new player&apos;s name (their warband: {warband}):</source>
        <translation>Le nom du nouveau joueur (sa bande : {warband}) :</translation>
    </message>
    <message>
        <source>{player} joins with {warband}: %n models in their tray; drag them onto the table</source>
        <translation>{player} rejoint la partie avec {warband} : %n figurine dans son bac ; faites-la glisser sur la table</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
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
    <name>StatusLine</name>
    <message>
        <source>x –  y –</source>
        <translation>x –  y –</translation>
    </message>
    <message>
        <source>x {x} in   y {y} in</source>
        <translation>x {x} in   y {y} in</translation>
    </message>
    <message>
        <source>{position} (off table)</source>
        <translation>{position} (hors de la table)</translation>
    </message>
</context>
</TS>
