# Le catalogue français du Yahtzee : ses commandes, son plateau et ses refus. Le
# catalogue commun est src/locale/locales/fr.ftl.

kind-yahtzee = Yahtzee
help-yahtzee-solo = Yahtzee en solo : 13 tours, jusqu'à 3 lancers chacun, un bouton Indice et un entraîneur qui compare tes décisions à la stratégie optimale.
help-yahtzee-computer = Yahtzee contre un joueur ordinateur, amateur ou expert (l'expert joue la stratégie optimale).
help-yahtzee-table = Une table de Yahtzee pour le salon : 2 à 6 places, des ordinateurs peuvent occuper des places, un enjeu facultatif par membre ; le membre le mieux placé remporte la cagnotte.
cmd-yahtzee = Yahtzee : en solo, contre l'ordinateur, ou une table pour le salon.
cmd-yahtzee-solo = Joue au Yahtzee en solo, avec indices et entraîneur.
cmd-yahtzee-computer = Joue au Yahtzee contre un joueur ordinateur.
opt-yahtzee-computer-level = amateur ou expert (jeu optimal)
cmd-yahtzee-table = Ouvre une table de Yahtzee dans ce salon pour 2 à 6 joueurs.
opt-yahtzee-table-stake = Jetons que chaque membre verse au départ ; le membre le mieux placé les remporte
yz-title-solo = 🎲 Yahtzee
yz-title-computer = 🎲 Yahtzee · contre l'ordinateur
yz-title-table = 🎲 Table de Yahtzee
yz-turn = ▶ { $who } · tour { $turn } sur 13 · { $roll ->
    [0] pas encore lancé
   *[other] lancer { $roll } sur 3
    }
yz-your-turn = { $who }, à toi de jouer.
yz-keep-label = Garder
yz-kept-label = 🔒 Gardé
yz-roll = { $left ->
    [3] Lancer les dés
    [one] Relancer (encore { $left } lancer)
   *[other] Relancer (encore { $left } lancers)
    }
yz-hint = 💡 Indice
yz-score = Inscrire
yz-choose-box = Inscrire ces dés dans…
yz-box-option = { $name } : { $points }
yz-box-bonus = plus une prime Yahtzee de { $bonus }
yz-log = Ce qu'a fait l'ordinateur
yz-log-roll = { $dice }, garde { $kept }
yz-log-computer = 🤖 { $who } : { $steps }
yz-log-timed-out = ⏱ { $who } a dépassé le temps imparti, l'ordinateur a donc joué le tour : { $steps }
yz-log-fill = { $dice } en { $name } pour { $points }
yz-standing = { $place }. { $who } : **{ $total }**{ $out }
yz-trainer-title = Entraîneur · { $who }
yz-trainer = Décisions aussi bonnes que celles de l'expert : **{ $accuracy }** sur { $decisions } · points espérés perdus : **{ $lost }**
yz-trainer-worst = La plus coûteuse : tour { $turn }, { $chosen } ; l'expert aurait choisi de { $expert } (−{ $lost })
yz-choice-keep = garder { $dice }
yz-choice-reroll = relancer les cinq dés
yz-choice-fill = marquer en { $name }
yz-hint-title = Meilleurs choix avec { $dice } après le lancer { $roll } (score final espéré) :
yz-hint-line = { $n }. { $choice } → { $expected }
yz-hint-none = Pas d'indice pour l'instant : redemande pendant ton tour.
yz-stats = Parties : { $games } · victoires : { $wins } · moyenne : { $average } · meilleur : { $best }
    Prime : { $bonus } · Yahtzees : { $yahtzees } · précision : { $accuracy }
yz-board-entry = { $points ->
    [one] { $points } point
   *[other] { $points } points
    }
yz-refuse-no-rolls = Plus de lancers pour ce tour : choisis une case.
yz-refuse-all-kept = Tous les dés sont gardés : libères-en un pour le lancer, ou choisis une case.
yz-refuse-roll-first = Lance d'abord les dés.
yz-refuse-no-such-die = Il y a cinq dés.
yz-refuse-box = La case { $name } ne peut pas recevoir ces dés (elle est remplie, ou la règle du joker envoie le Yahtzee ailleurs).
yz-refuse-hints-off = Sur ce serveur, les indices sont désactivés aux tables avec enjeu.
yz-refuse-expert-not-ready = L'expert s'échauffe encore ; réessaie dans un instant.
yz-refuse-stake-only-tables = Seule la commande /yahtzee table accepte un enjeu.
## Lignes de la feuille de score : 3 caractères au plus

yz-abbr-1s = 1
yz-abbr-2s = 2
yz-abbr-3s = 3
yz-abbr-4s = 4
yz-abbr-5s = 5
yz-abbr-6s = 6
yz-abbr-upper = Σ↑
yz-abbr-bonus = +35
yz-abbr-3k = Br
yz-abbr-4k = Ca
yz-abbr-fh = Fu
yz-abbr-ss = PS
yz-abbr-ls = GS
yz-abbr-yz = Yz
yz-abbr-ch = Ch
yz-abbr-yb = PY
yz-abbr-total = Tot
yz-bonus-needs = (n) à côté de +35 : ce qu'il manque encore à la section haute pour atteindre { $at } et décrocher la prime.

yz-box-1s = As
yz-box-2s = Deux
yz-box-3s = Trois
yz-box-4s = Quatre
yz-box-5s = Cinq
yz-box-6s = Six
yz-box-3k = Brelan
yz-box-4k = Carré
yz-box-fh = Full
yz-box-ss = Petite suite
yz-box-ls = Grande suite
yz-box-yz = Yahtzee
yz-box-ch = Chance

# Ses réglages de serveur dans /config.
opt-config-games-yahtzee_hints_at_stakes = Si les tables de Yahtzee avec enjeu proposent le bouton Indice
config-name-yahtzee_hints_at_stakes = Indices du Yahtzee aux tables avec enjeu

## Comment jouer (/aide jeu)

yz-rules =
    🎲 **Yahtzee** · 13 tours, cinq dés, le plus haut total gagne
    • `/yahtzee solo` : en solo.
    • `/yahtzee ordinateur` : contre un ordinateur amateur ou expert.
    • `/yahtzee table` : 2 à 6 joueurs, des ordinateurs peuvent occuper des places. Avec un enjeu, le membre le mieux placé remporte la cagnotte (un ordinateur ne paie pas d'enjeu et n'en gagne pas) ; en cas d'égalité, elle est partagée.

    ▶️ **Ton tour**
    • Appuie sur **Lancer les dés**. Touche un dé pour le garder (🔒) ; touche-le encore pour le libérer.
    • **Relancer** relance les dés libres : 3 lancers en tout.
    • Choisis ensuite une case dans le menu, qui montre ce que chaque case libre rapporte à cet instant. Chaque case est remplie une seule fois, et une case à laquelle les dés ne correspondent pas vaut 0.

    📋 **Section haute**
    • As, Deux, Trois, Quatre, Cinq, Six : la somme des dés qui montrent cette face (trois 4 en Quatre = 12).
    • **Prime +35** quand ces six cases totalisent 63 ou plus (trois dés de chaque face font exactement 63).

    📋 **Section basse**
    • Brelan : somme des cinq dés, avec trois dés identiques
    • Carré : somme des cinq dés, avec quatre dés identiques
    • Full : 25, trois dés identiques et une paire
    • Petite suite : 30, quatre dés qui se suivent
    • Grande suite : 40, cinq dés qui se suivent
    • Yahtzee : 50, cinq dés identiques
    • Chance : somme des cinq dés, quel que soit le lancer

    ⭐ **Prime Yahtzee et règle du joker**
    • Chaque Yahtzee supplémentaire rapporte **+100** tant que ta case Yahtzee contient 50.
    • Une fois la case Yahtzee remplie (avec 50 ou 0), un Yahtzee supplémentaire est un joker. Il doit aller dans sa propre case de la section haute (cinq 4 en Quatre) si elle est libre ; sinon dans n'importe quelle case libre de la section basse, à pleine valeur (Full 25, suites 30 et 40) ; et seulement si toute la section basse est remplie, dans une case libre de la section haute, pour 0.

    💡 **Indice** montre les trois meilleurs choix avec le score final espéré de chacun (à une table avec enjeu, seulement si le serveur l'autorise). À la fin, un entraîneur note tes décisions par rapport à l'expert.
    ⏱️ À une table, un tour laissé sans action est joué par l'ordinateur ; au bout de trois de suite, tu es exclu de la partie. Les parties en solo et contre l'ordinateur t'attendent.
    🏆 Le classement Yahtzee range chaque joueur selon son meilleur score, avec à côté les cinq meilleurs scores de la semaine. Une partie jouée avec Indice compte dans `/stats` mais pas au classement.

## Noms des commandes, options et choix, tels que Discord les montre

# Yahtzee : noms localisés (fr). Le texte dit /yahtzee solo, ordinateur, table.
name-yahtzee = yahtzee
name-yahtzee-solo = solo
name-yahtzee-computer = ordinateur
name-opt-yahtzee-computer-level = niveau
name-yahtzee-table = table
name-opt-yahtzee-table-stake = enjeu
choice-yahtzee-computer-level-casual = amateur
choice-yahtzee-computer-level-expert = expert
name-opt-config-games-yahtzee_hints_at_stakes = indices_yahtzee_avec_enjeu

## Succès
achievement-yahtzee-yahtzee = Yahtzee
achievement-yahtzee-yahtzee-about = Marque un Yahtzee : cinq dés identiques.
achievement-yahtzee-two-yahtzees = Doublé
achievement-yahtzee-two-yahtzees-about = Marque deux Yahtzees dans une même partie.
achievement-yahtzee-upper-bonus = Prime de la section haute
achievement-yahtzee-upper-bonus-about = Décroche la prime de la section haute.
achievement-yahtzee-300 = Trois cents
achievement-yahtzee-300-about = Termine une partie avec au moins 300 points.
achievement-yahtzee-winner = En tête
achievement-yahtzee-winner-about = Gagne une partie de Yahtzee contre l'ordinateur ou à une table.

## Partager

yz-share-title = 🎲 Yahtzee
yz-share-line = **{ $score }** points · { $bonus } · { $yahtzees ->
    [0] aucun Yahtzee
    [one] 1 Yahtzee
   *[other] { $yahtzees } Yahtzees
}
yz-share-bonus = prime de la section haute
yz-share-no-bonus = sans prime de la section haute
yz-share-hints = { $hints ->
    [one] 💡 1 indice
   *[other] 💡 { $hints } indices
}

## Les dés dans le style images
pic-d_1 = dé 1
pic-d_2 = dé 2
pic-d_3 = dé 3
pic-d_4 = dé 4
pic-d_5 = dé 5
pic-d_6 = dé 6
pic-d_1k = dé 1 (gardé)
pic-d_2k = dé 2 (gardé)
pic-d_3k = dé 3 (gardé)
pic-d_4k = dé 4 (gardé)
pic-d_5k = dé 5 (gardé)
pic-d_6k = dé 6 (gardé)
# A die on its button when Parlor's emojis are not synced: its face, before "Keep".
pic-short-d_1 = 1
pic-short-d_2 = 2
pic-short-d_3 = 3
pic-short-d_4 = 4
pic-short-d_5 = 5
pic-short-d_6 = 6
pic-short-d_1k = 1
pic-short-d_2k = 2
pic-short-d_3k = 3
pic-short-d_4k = 4
pic-short-d_5k = 5
pic-short-d_6k = 6
