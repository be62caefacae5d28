# Le catalogue français du solitaire : ses commandes, son tablier et ses refus. Le
# catalogue commun est src/locale/locales/fr.ftl.

help-solitaire-play = Solitaire sur le tablier anglais (33 trous) ou français (37 trous) : saute des pions jusqu'à n'en garder qu'un. Avec les menus, chaque coup se joue en deux clics ; Indice te dit si tu peux encore gagner.
help-solitaire-move = Tape un coup de solitaire au lieu de cliquer : /solitaire coup de:d2 vers:d4.
cmd-solitaire = Solitaire : saute des pions jusqu'à ce qu'il n'en reste qu'un.
cmd-solitaire-play = Lance une partie de solitaire (ou ramène la tienne).
opt-solitaire-play-board = anglais (33 trous, par défaut) ou français (37 trous)
cmd-solitaire-move = Joue un coup sur ton tablier de solitaire en le tapant.
opt-solitaire-move-from = Le pion à déplacer, par ex. d2
opt-solitaire-move-to = Le trou vide où il atterrit, par ex. d4
sol-refuse-no-game = Tu n'as pas de solitaire ouvert dans ce salon. Lance-en un avec /solitaire jouer.
sol-refuse-bad-move = « { $text } » n'est pas un coup. Indique deux trous, par ex. /solitaire coup de:d2 vers:d4.
sol-refuse-not-a-hole = { $cell } n'est pas un trou de ce tablier.
sol-refuse-no-peg = Il n'y a aucun pion à déplacer en { $cell }.
sol-refuse-occupied = { $cell } contient déjà un pion : un pion ne peut atterrir que dans un trou vide.
sol-refuse-not-a-jump = { $from } vers { $to } n'est pas un saut : un pion saute de deux trous en ligne droite, par-dessus un voisin.
sol-refuse-nothing-to-jump = Il n'y a aucun pion à sauter à côté de { $cell }.
sol-refuse-bad-position = Cette position est illisible.
kind-solitaire = Solitaire
sol-title = 🔵 Solitaire · { $board }
sol-board-english = Tablier anglais
sol-board-french = Tablier français
board-solitaire-french = Solitaire, tablier français
sol-status = Pions restants : **{ $pegs }** · coups : { $moves } · annulations : { $undos }
sol-winnable = ✅ Cette position peut encore être gagnée (un seul pion restant).
sol-not-winnable = ❌ Cette position ne peut plus être gagnée : au mieux, il te restera **{ $best }** pions.
sol-hint-win = 💡 **{ $mv }** garde possible une fin à un seul pion.
sol-hint-best = 💡 **{ $mv }** garde possible une fin à { $best ->
        [one] { $best } pion
       *[other] { $best } pions
    }.
sol-hint-none = 💡 Plus aucun coup possible.
sol-choose-move = Choisis un coup ({ $count ->
        [one] { $count } possible
       *[other] { $count } possibles
    })
sol-choose-peg = Choisis un pion à déplacer ({ $count ->
        [one] { $count } peut bouger
       *[other] { $count } peuvent bouger
    })
sol-back = Choisir un autre pion
sol-restart = Recommencer
sol-won-centre = 🏆 **Gagné, avec le dernier pion au centre : la fin élégante !**
sol-won = 🎉 **Gagné : il ne reste qu'un pion.**
sol-stuck = Plus aucun coup possible : { $pegs ->
        [one] il reste { $pegs } pion.
       *[other] il reste { $pegs } pions.
    }
sol-gave-up = Partie abandonnée avec { $pegs ->
        [one] { $pegs } pion restant.
       *[other] { $pegs } pions restants.
    }
sol-expired = Partie fermée faute de coup joué depuis un moment, avec { $pegs ->
        [one] { $pegs } pion restant.
       *[other] { $pegs } pions restants.
    }
sol-time = Temps : { $time }
sol-stats = Parties : { $games } · gagnées : { $wins } · meilleure : { $best } · moyenne de pions restants : { $average }
sol-entry = { $pegs ->
        [one] { $pegs } pion
       *[other] { $pegs } pions
    }{ $centre ->
        [yes] {" "}(centre)
       *[no] {""}
    } · { $undos ->
        [one] { $undos } annulation
       *[other] { $undos } annulations
    } · { $time } · { $board }

## Comment jouer (/aide jeu)

sol-rules =
    🔵 **Solitaire** · `/solitaire jouer`
    Saute des pions jusqu'à ce qu'il n'en reste qu'un.

    🟦 **Le tablier**
    • Anglais (par défaut) : 33 trous en croix. Français (option `tablier`, choix « français ») : 37 trous, la croix plus b2, f2, b6 et f6.
    • Chaque trou contient un pion 🔵, sauf le centre, d4 ⚪.
    • Les colonnes vont de a à g, de gauche à droite, et les lignes de 1 à 7, de haut en bas.

    ▶️ **Un coup**
    • Un pion saute par-dessus un pion voisin, vers le haut, le bas, la gauche ou la droite (jamais en diagonale), et atterrit dans le trou vide juste derrière. Le pion sauté est retiré.
    • Choisis un coup dans le menu, comme `d2 → d4` ; s'il y en a beaucoup, choisis d'abord un pion, puis son saut. Ou tape-le : `/solitaire coup de:d2 vers:d4`.
    • ↩ **Annuler** reprend un coup (les annulations sont comptées). **Recommencer** remet le tablier en place et remet à zéro les annulations et le chrono (les indices déjà demandés comptent toujours). **Abandonner** met fin à la partie.
    • 💡 **Indice** te dit si la position peut encore être gagnée (sinon, le plus petit nombre de pions auquel tu peux encore arriver) et marque un bon coup : 🟡 le pion, ⭕ le trou où il atterrit.

    🏁 **La fin**
    • Il ne reste qu'un pion : tu as gagné ! Le dernier pion au centre, c'est la fin élégante.
    • Plus aucun saut possible : la partie est finie, et moins il reste de pions, mieux c'est.
    • Sur le tablier français, finir avec un seul pion est impossible depuis cette position de départ : 2 pions, c'est le mieux que tu puisses faire.
    • Ton tablier t'attend aussi longtemps que tu veux, mais le chrono tourne dès le début.

    🏆 Le classement du solitaire classe d'abord selon le moins de pions restants, puis le moins d'annulations, puis le temps le plus court. Une partie jouée avec Indice compte dans `/stats` mais pas au classement.

## Noms des commandes, options et choix, tels que Discord les montre

# Solitaire : noms localisés (fr). Le texte dit /solitaire jouer, et
# /solitaire coup de:d2 vers:d4.
name-solitaire = solitaire
name-solitaire-play = jouer
name-opt-solitaire-play-board = tablier
choice-solitaire-play-board-english = anglais (33 trous)
choice-solitaire-play-board-french = français (37 trous)
name-solitaire-move = coup
name-opt-solitaire-move-from = de
name-opt-solitaire-move-to = vers

## Succès
achievement-solitaire-solved = Un seul pion
achievement-solitaire-solved-about = Gagne une partie de solitaire sans indice.
achievement-solitaire-centre = En plein centre
achievement-solitaire-centre-about = Gagne avec le dernier pion au centre du tablier.
achievement-solitaire-no-undo = Sans filet
achievement-solitaire-no-undo-about = Gagne sans annuler de coup.
achievement-solitaire-french = À la française
achievement-solitaire-french-about = Termine le tablier français avec deux pions, le meilleur possible.

## Partager

sol-share-title = 📌 Solitaire · { $board }
sol-share-line = { $pegs ->
    [one] **1 pion restant**
   *[other] **{ $pegs } pions restants**
} · { $hints ->
    [0] sans indice
    [one] 1 indice
   *[other] { $hints } indices
}

## Le plateau dans le style images
pic-sol_peg = pion
pic-sol_hole = trou vide
pic-sol_from = pion à déplacer
pic-sol_to = trou d'arrivée
