# Le catalogue français du blackjack : ses commandes, sa table et ses refus. Le catalogue
# commun est src/locale/locales/fr.ftl.

kind-blackjack = Blackjack
help-blackjack-play = Blackjack en solo contre le croupier : tirer, rester, doubler, séparer jusqu'à quatre mains, assurance quand le croupier montre un as. L'indice donne la valeur exacte de chaque coup d'après les cartes restant dans le sabot, et un entraîneur passe en revue chaque décision.
help-blackjack-table = Une table de blackjack pour le salon : 1 à 5 membres contre un croupier, chacun misant sur son propre solde à chaque manche, avec un sabot conservé d'une manche à l'autre.
cmd-blackjack = Blackjack contre le croupier : en solo, ou à une table pour le salon.
cmd-blackjack-play = Joue au blackjack en solo, avec indices et entraîneur.
cmd-blackjack-table = Ouvre une table de blackjack dans ce salon pour 1 à 5 joueurs.
opt-blackjack-play-bet = Jetons par manche (10 par défaut) ; mise impaire : blackjack 3:2 arrondi à l'inférieur
opt-blackjack-play-decks = Jeux dans le sabot, de 1 à 8 (par défaut, le réglage du serveur)
opt-blackjack-table-bet = Jetons misés par place et par manche (10 par défaut) ; mise impaire : 3:2 arrondi à l'inférieur
opt-blackjack-table-decks = Jeux dans le sabot, de 1 à 8 (par défaut, le réglage du serveur)

# Ses réglages de serveur dans /config.
opt-config-games-blackjack_decks = Blackjack : jeux dans un sabot quand une table ne choisit pas, de 1 à 8
opt-config-games-blackjack_h17 = Blackjack : si le croupier tire sur un 17 souple
opt-config-games-blackjack_pays = Blackjack : ce que paie un blackjack, 3:2 ou 6:5
opt-config-games-blackjack_surrender = Blackjack : si l'abandon tardif est proposé
opt-config-games-blackjack_das = Blackjack : si une main peut être doublée après une séparation
config-name-blackjack_decks = Sabot de blackjack
config-name-blackjack_h17 = Tirage du croupier sur 17 souple au blackjack
config-name-blackjack_pays = Paiement du blackjack
config-name-blackjack_surrender = Abandon au blackjack
config-name-blackjack_das = Doublement après séparation au blackjack
bj-config-decks = { $value ->
        [one] { $value } jeu
       *[other] { $value } jeux
    }
bj-config-pays = { $value }
bj-config-edge = Avantage de la maison au blackjack (stratégie de base)
bj-config-edge-players = À l'avantage des joueurs :
bj-config-edge-value = { $edge } % de chaque mise sur un sabot de { $decks ->
        [one] { $decks } jeu
       *[other] { $decks } jeux
    }
bj-config-edge-six-five = Payer 6:5 coûte aux joueurs { $cost } % de chaque mise par rapport à 3:2.
bj-config-edge-whole = Valable pour les mises dont le blackjack se paie en jetons entiers (mises paires à 3:2, multiples de 5 à 6:5) ; sur les autres, le paiement est arrondi à l'inférieur, donc un peu moins élevé.
bj-setting-pays = un blackjack paie 3:2 ou 6:5, pas « { $given } »

# La table.
bj-title = 🃏 Blackjack · { $bet } par manche
bj-title-table = 🃏 Table de blackjack · { $bet } par manche
bj-seat-free = Une place est libre : rejoins la table et tu joueras dès la manche suivante, en misant { $bet } par manche sur ton propre solde.
bj-lobby = Places occupées : { $seated } sur { $max }. Chaque place mise { $bet } par manche sur son propre solde. La personne qui a ouvert la table lance la partie.
bj-rule-decks = { $decks ->
    [one] { $decks } jeu
   *[other] { $decks } jeux
}
bj-rule-s17 = le croupier reste sur 17 souple
bj-rule-h17 = le croupier tire sur 17 souple
bj-rule-pays = blackjack payé { $pays }
bj-rule-das = doubler après séparation
bj-rule-no-das = pas de doublement après séparation
bj-rule-surrender = abandon tardif
bj-round = **Manche { $number }**
bj-dealer = Croupier : { $cards } — { $total }
bj-dealer-hidden = Croupier : { $cards }
bj-total-blackjack = blackjack
bj-total-bust = sauté ({ $total })
bj-total-soft = { $total } souple
bj-hand-bet = mise { $bet }
bj-doubled = doublée
bj-insured = assurance prise : { $amount }
bj-even-money-taken = paiement égal accepté : +{ $amount }
bj-insurance-lost = pas de blackjack chez le croupier : assurance perdue ({ $amount })
bj-insurance-won = l'assurance rapporte { $amount }
bj-round-net = Manche : { $net }
bj-verdict-blackjack = blackjack
bj-verdict-win = gagné
bj-verdict-push = égalité
bj-verdict-lose = perdu
bj-verdict-bust = sauté
bj-verdict-surrender = abandonné
bj-decision-hit = Tirer
bj-decision-stand = Rester
bj-decision-double = Doubler
bj-decision-split = Séparer
bj-decision-surrender = Abandonner
bj-button-double = Doubler (+{ $amount })
bj-button-split = Séparer (+{ $amount })
bj-insure = Assurance ({ $amount })
bj-no-insure = Pas d'assurance
bj-hint-button = 💡 Indice
bj-deal = Distribuer ({ $bet })
bj-hint = Indice, gain espéré par jeton misé sur cette main : { $values }
bj-review-best = « { $decision } » était le meilleur coup ({ $value } par jeton).
bj-review-mistake = « { $decision } » ({ $chosen } par jeton) t'a coûté en moyenne { $cost } : le meilleur coup était « { $best } » ({ $value }).
bj-insurance-offer = Le croupier montre un as. { $who } : assurance (la moitié de la mise, payée 2:1 si le croupier a un blackjack) ?
bj-to-act = À { $who } de jouer.
bj-table-net = À cette table : { $nets }
bj-table-net-more = et { $count } autres
bj-next-round = Distribue la manche suivante, ou quitte la table.
bj-sitting-out = Hors jeu pour cette manche (le solde ne couvre pas la mise) : { $names }
bj-shoe = Sabot : { $left } sur { $total } cartes, coupe avant les { $cut } dernières.
bj-shoe-cut = Sabot : { $left ->
        [one] { $left } carte restante
       *[other] { $left } cartes restantes
    } sur { $total }. La carte de coupe est sortie : la manche suivante sera distribuée avec un nouveau sabot.
bj-shoe-new = Nouveau sabot : les { $total } cartes ont été mélangées avant cette manche.
bj-shoe-ran-out = Le sabot s'est vidé pendant cette manche : les cartes qui n'étaient pas sur la table ont été remélangées.
bj-rule-pays-rounded = blackjack payé { $pays } en jetons entiers (arrondi à l'inférieur) : +{ $win } pour une mise de { $bet }
bj-verdict-even-money = paiement égal
bj-even-money = Paiement égal (+{ $amount })
bj-no-even-money = Non, attendre le croupier
bj-even-money-offer = Le croupier montre un as. { $who } : paiement égal ? Ton blackjack t'est payé 1:1 (+{ $amount }), quelle que soit la main du croupier. Sinon, il sera payé { $pays }, ou fera égalité si le croupier a aussi un blackjack.
bj-dealer-checked = Le croupier a vérifié : pas de blackjack.
bj-hint-insurance = Indice, par jeton misé sur cette main ({ $chance } de chances qu'une carte de valeur 10 soit cachée sous l'as) : { $values }
bj-hint-insure = Assurance { $value }
bj-hint-even-money = Paiement égal { $value }
bj-hint-no-insure = Non { $value }
bj-log-timed-out = ⏱ { $who } n'a pas joué à temps : la main reste telle quelle.
bj-log-timed-out-insurance = ⏱ { $who } n'a pas répondu à temps : pas d'assurance.
bj-log-timed-out-even-money = ⏱ { $who } n'a pas répondu à temps : pas de paiement égal.
bj-log-dropped = { $who } a laissé passer { $turns } tours et a quitté la table ({ $net } depuis son arrivée).
bj-log-left = { $who } a quitté la table ({ $net } depuis son arrivée).
bj-net-left = { $who } { $net } (a quitté la table)
bj-joining = En jeu dès la prochaine manche : { $names }
bj-table-closed-idle = Personne n'a distribué la manche suivante depuis { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } : la table est fermée.
bj-table-closed-empty = Tout le monde est parti : la table est fermée.
bj-seat-closed = La place est fermée.
bj-seat-closed-idle = Personne n'a joué depuis { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } : la place est fermée.
bj-seat-closed-idle-stood = Personne n'a joué depuis { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } : la main en jeu est restée telle quelle et la place est fermée.
bj-footer = Solde { $balance } · cette session { $net }
bj-stats = Manches { $rounds } · gagnées { $won } · bilan { $net } · blackjacks { $blackjacks }
    Décisions { $decisions } · meilleur coup { $accuracy } · jetons perdus en moyenne à cause des erreurs { $lost }
bj-board-entry = { $net } ({ $hands })

# Refus.
bj-refuse-round-in-progress = Une manche est en cours : termine-la d'abord.
bj-refuse-keeps-its-shoe = Cette place garde son sabot de { $decks ->
        [one] { $decks } jeu
       *[other] { $decks } jeux
    } jusqu'à sa fermeture : quitte-la, puis relance avec le nombre de jeux voulu.
bj-refuse-no-hand = Aucune main n'est en jeu. Distribue d'abord une manche.
bj-refuse-nobody-covers = Personne à la table n'a les jetons pour la mise.
bj-refuse-no-computers = Le croupier est le seul ordinateur à une table de blackjack.
bj-refuse-decks = Un sabot contient de 1 à { $max } jeux.
bj-refuse-seat-cannot-cover = { $member } n'a pas les jetons pour la mise de cette table.
bj-refuse-not-now = Ce n'est pas à toi de jouer maintenant.
bj-refuse-double-two-cards = Tu ne peux doubler que sur tes deux premières cartes.
bj-refuse-double-after-split = Cette table n'autorise pas à doubler après une séparation.
bj-refuse-split-pairs = Tu ne peux séparer que deux cartes de même valeur.
bj-refuse-split-limit = Une place peut jouer au plus quatre mains.
bj-refuse-split-aces = Les as séparés reçoivent une carte chacun et ne peuvent pas être séparés à nouveau.
bj-refuse-surrender-off = Cette table ne propose pas l'abandon.
bj-refuse-surrender-first = Tu ne peux abandonner que sur tes deux premières cartes, avant tout autre coup.
bj-refuse-surrender-small = Une mise de 1 jeton est trop petite pour abandonner : sa moitié, arrondie, vaut 0.
bj-refuse-insurance-no-ace = L'assurance n'est proposée que lorsque le croupier montre un as.
bj-refuse-insurance-small = Une mise de 1 jeton est trop petite pour être assurée.
bj-refuse-hit-split-ace = Un as séparé ne reçoit qu'une seule carte.
bj-refuse-nothing-to-hit = Cette main fait déjà 21.

## Comment jouer (/aide jeu)

bj-rules =
    🃏 **Blackjack** · `/blackjack jouer` · `/blackjack table`
    Bats le croupier : termine plus près de 21 que lui sans dépasser 21.
    • `/blackjack jouer` : en solo face au croupier.
    • `/blackjack table` : 1 à 5 membres contre un croupier (**Rejoindre**, **Quitter**, **Commencer**, **Annuler**), chaque place misant la même somme.
    • Mise de 1 à 10 000 jetons par manche (10 par défaut). Elle quitte ton solde quand la manche est distribuée.

    🔢 **Les cartes**
    • De 2 à 10, les cartes valent leur chiffre ; J, Q, K (valet, dame, roi) valent 10 ; un as vaut 11 ou 1. Une main où un as compte pour 11 est souple.
    • Blackjack : un as et une carte de valeur 10 comme deux premières cartes.

    ▶️ **Une manche**
    • Deux cartes chacun ; le croupier en montre une, l'autre reste face cachée.
    • Si le croupier montre un as, chaque place se voit proposer **Assurance** (la moitié de ta mise, payée 2:1 si le croupier a un blackjack) ou **Pas d'assurance**.
    • Sous un as ou une carte de valeur 10, le croupier vérifie s'il a un blackjack. Si oui, la manche s'arrête aussitôt : ton blackjack fait égalité, toute autre main ne perd que sa mise.
    • Ensuite, joue chaque main : **Tirer** (une carte), **Rester**, **Doubler** (doubler la mise, une seule carte de plus), **Séparer** (deux cartes de même valeur, même K et Q, deviennent deux mains, avec une seconde mise), **Abandonner** (si proposé : renoncer à tes deux premières cartes, avant tout autre coup, pour récupérer la moitié de ta mise).
    • Le croupier joue en dernier et tire jusqu'à 17 ou plus.
    • Entre les manches : **Distribuer** ou **Quitter**. **Doubler** et **Séparer** n'apparaissent que si ton solde couvre la mise supplémentaire ; à une table, une place qui ne peut pas couvrir la mise passe la manche.

    ⚙️ **Règles de la maison** (par défaut ; un serveur peut les changer, et chaque table affiche les siennes)
    • Un sabot de 6 jeux (de 1 à 8), remélangé après la carte de coupe, placée aux trois quarts.
    • Le croupier reste sur 17 souple (un serveur peut le faire tirer).
    • Doubler est permis sur les deux premières cartes, quelles qu'elles soient, y compris après une séparation.
    • Séparer jusqu'à 4 mains. Les as séparés reçoivent une carte chacun et ne peuvent pas être séparés à nouveau. Un 21 sur une main séparée n'est pas un blackjack.
    • L'abandon tardif est désactivé (un serveur peut le proposer).

    💰 **Gains**
    • Victoire : 1:1. Égalité : ta mise t'est rendue.
    • Blackjack : 3:2 (6:5 sur certains serveurs), arrondi à l'inférieur : un blackjack sur une mise de 5 jetons payé 3:2 gagne 7.
    • Assurance : 2:1. L'abandon rend la moitié de ta mise, arrondie à l'inférieur.
    • Une mise de 1 jeton ne peut être ni assurée ni abandonnée.

    💡 **Indice** montre le gain espéré de chaque coup d'après les cartes restant dans le sabot, et après chaque décision la table indique si c'était la meilleure. Une décision dont le temps expire vaut **Rester**.
    🏆 Le classement Blackjack range chaque joueur selon son plus gros gain en une manche, cette semaine et depuis toujours.

## Noms des commandes, options et choix, tels que Discord les montre

# Blackjack : noms localisés (fr). Le texte dit /blackjack jouer et /blackjack table.
name-blackjack = blackjack
name-blackjack-play = jouer
name-opt-blackjack-play-bet = mise
name-opt-blackjack-play-decks = jeux
name-blackjack-table = table
name-opt-blackjack-table-bet = mise
name-opt-blackjack-table-decks = jeux
name-opt-config-games-blackjack_decks = blackjack_jeux_par_sabot
name-opt-config-games-blackjack_h17 = blackjack_tire_sur_17_souple
name-opt-config-games-blackjack_pays = blackjack_paiement
name-opt-config-games-blackjack_surrender = blackjack_abandon
name-opt-config-games-blackjack_das = blackjack_séparer_puis_doubler

## Succès
achievement-blackjack-blackjack = Blackjack
achievement-blackjack-blackjack-about = Reçois un blackjack et gagne la main.
achievement-blackjack-five-card-21 = 21 en cinq cartes
achievement-blackjack-five-card-21-about = Fais un 21 souple avec cinq cartes.
achievement-blackjack-split-sweep = Séparation gagnante
achievement-blackjack-split-sweep-about = Sépare et gagne toutes les mains issues de la séparation.
achievement-blackjack-by-the-book = Dans les règles
achievement-blackjack-by-the-book-about = Gagne une manche d'au moins trois décisions en jouant chaque fois le meilleur coup.
