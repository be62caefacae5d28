# Le catalogue français du Texas Hold'em : ses commandes, ses tables, son réglage et ses
# refus. Le catalogue commun est src/locale/locales/fr.ftl.

kind-holdem = Texas Hold'em
help-poker-holdem = Texas Hold'em No Limit pour le salon : 2 à 9 places, membres et ordinateurs, cave de 20 à 100 grosses blindes, rejoins ou quitte la table entre deux mains.
help-poker-tournament = Un Sit & Go de Hold'em : chacun verse le buy-in dans une cagnotte et commence avec 1 500 jetons ; les blindes montent jusqu'à ce qu'un seul joueur ait tous les jetons.
cmd-poker-holdem = Texas Hold'em No Limit à une table de cash game dans ce salon.
opt-poker-holdem-blind = La grosse blinde (la petite en vaut la moitié) ; 2 par défaut
opt-poker-holdem-seats = Places à la table : 2 à 9 (6 par défaut)
opt-poker-holdem-computers = Joueurs ordinateur à installer d'emblée (0 à 8)
opt-poker-holdem-level = Le jeu des ordinateurs : amateur ou expert
opt-poker-holdem-buyin = Jetons que chaque joueur apporte à la table : 20 à 100 grosses blindes (100 par défaut)
cmd-poker-tournament = Un tournoi Sit & Go de Hold'em dans ce salon.
opt-poker-tournament-buyin = Jetons que chaque membre verse dans la cagnotte (100 par défaut ; 0 pour un tournoi gratuit)
opt-poker-tournament-seats = Places : 2 à 9 (6 par défaut)
opt-poker-tournament-computers = Joueurs ordinateur à installer d'emblée (0 à 8) ; ils ne paient rien et ne gagnent rien
opt-poker-tournament-level = Le jeu des ordinateurs : amateur ou expert
opt-poker-tournament-speed = Montée des blindes : turbo (toutes les 5 mains), normale (10) ou lente (20)
board-sit-and-go = Sit & Go de Hold'em

# Son réglage de serveur dans /config.
opt-config-games-holdem_turn_seconds = Hold'em : secondes dont dispose un joueur pour agir, de 15 à 600
config-name-holdem_turn_seconds = Durée d'un tour au Hold'em
he-config-turn = { $value } s

he-title = ♠️ Texas Hold'em
he-title-tournament = 🏆 Sit & Go de Hold'em
he-stakes = Blindes { $small }/{ $big } · No Limit · cave de { $buyin } (jusqu'à { $max }), récupérée quand tu pars.
he-tournament-terms = Buy-in de { $buyin } versé à la cagnotte · { $stack } chacun · blindes de 10/20 au départ, qui montent toutes les { $per } mains.
he-lobby-cash = Cave : { $buyin }, les jetons avec lesquels tu t'assieds, pris sur ton portefeuille ; ce qui reste de ton tapis y retourne quand tu quittes la table.
he-lobby-tournament = Buy-in : { $buyin } chacun, versé à la cagnotte au départ. La cagnotte est répartie selon le classement entre membres (les ordinateurs ne paient rien et ne gagnent rien) ; avec un seul membre, le buy-in lui est rendu.
he-lobby-tournament-free = Sans buy-in : on joue pour la gloire.
he-level = Niveau { $level } · blindes { $small }/{ $big } · { $left ->
    [one] dernière main du niveau
   *[other] { $left } mains avant le niveau suivant
} · cagnotte de { $pool }
he-level-final = Terminé au niveau { $level } · blindes { $small }/{ $big } · cagnotte de { $pool }
he-hand = **Main #{ $number }** · { $street } · pot **{ $pot }**
he-board = Tableau : { $cards }
he-street-preflop = préflop
he-street-flop = le flop
he-street-turn = le turn
he-street-river = la river
he-button = 🔘 bouton
he-folded = hors du coup
he-bet-in = mise { $amount }
he-all-in = à tapis
he-busted = plus de jetons
he-sitting-out = 💤 en pause
he-took-home = a emporté { $stack }
he-sent-home = 💤 { $who } quitte la table après une heure de pause et repart avec { $stack }.
he-out-place = hors course, { $place }
he-out = hors course
he-did-fold = { $who } se couche.
he-did-check = { $who } checke.
he-did-call = { $who } suit.
he-did-bet = { $who } mise { $amount }.
he-did-raise = { $who } relance à { $amount }.
he-to-act-check = ▶ { $who }, à toi de parler : checke ou mise.
he-to-act-call = ▶ { $who }, à toi de parler : { $amount } pour suivre.
he-seat-free = Une place est libre : rejoins la table avec une cave de { $buyin } et tu recevras des cartes dès la main suivante.
he-waiting = En attente de joueurs : une main est distribuée dès que deux peuvent jouer (rejoins la table, ou appuie sur Je suis de retour).
he-waiting-tournament = 💤 Tous les membres encore en lice sont en pause : quand le temps du tour est écoulé, une main est tout de même distribuée, les blindes payées et les mains des joueurs en pause couchées. Appuie sur Je suis de retour pour jouer.
he-last-hand = Dernière main (#{ $number }) :
he-ended-hand = Main #{ $number } :
he-all-in-preflop = À tapis avant le flop :
he-all-in-flop = À tapis au flop ({ $cards }) :
he-all-in-turn = À tapis au turn ({ $cards }) :
he-all-in-odds = { $who } : { $cards } — victoire { $win } · partage { $tie }
he-chance-under = < { $rate }
he-chance-over = > { $rate }
he-won-unshown = { $who } remporte { $amount } ({ $net }) sans montrer ses cartes.
he-shown = { $who } : { $cards }
he-shown-hand = { $who } : { $cards } — { $hand }
he-with-kickers = { $count ->
    [one] { $hand }, kicker { $ranks }
   *[other] { $hand }, kickers { $ranks }
}
he-split = Pot partagé ({ $amount }) : { $who }.
he-fold = Se coucher
he-check = Parole
he-call = Suivre { $amount }
he-bet = Miser { $amount }
he-raise = Relancer à { $amount }
he-half-pot = ½ pot : { $amount }
he-pot = Pot : { $amount }
he-all-in-for = Tapis { $amount }
he-raise-typed = Relancer…
he-my-cards = Mes cartes
he-sit-out = Faire une pause
he-back = Je suis de retour
he-rebuy = Recaver…
he-show = Montrer mes cartes
he-last-hand-button = Dernière main
he-raise-form-title = Relance
he-raise-form-label = Relancer à (de { $min } à { $max })
he-rebuy-form-title = Recave
he-rebuy-form-label = Tes jetons : de { $min } à { $max }
he-cards-title = Tes cartes · main #{ $number }
he-cards-title-none = Tes cartes
he-no-hand = Aucune main n'est en cours pour le moment.
he-not-in-hand = Tu n'as pas reçu de cartes dans cette main.
he-you-have = Ta main : { $hand }.
he-pocket-pair = Une paire servie.
he-you-folded = Tu as jeté tes cartes pour cette main.
he-your-stack = Tu as **{ $stack }** devant toi.
he-you-sit-out = 💤 Tu es en pause : appuie sur Je suis de retour pour recevoir de nouveau des cartes.
he-review-title = Ta dernière main · main #{ $number }
he-review-none = Tu n'as encore joué aucune main à cette table.
he-review-cards = Tes cartes : { $cards }
he-review-preflop = **Préflop :** { $actions }
he-review-flop = **Flop** { $cards } : { $actions }
he-review-turn = **Turn** { $cards } : { $actions }
he-review-river = **River** { $cards } : { $actions }
he-review-no-action = aucune mise.
he-place = { $place ->
    [1] 1er
   *[other] { $place }e
}
he-knocked-out = 🏆 { $who } sort du tournoi : { $place } sur { $members } membres.
he-knocked-out-unplaced = 🏆 { $who } sort du tournoi.
he-tournament-over = 🏆 Le Sit & Go est terminé. Classement entre membres :
he-tournament-ended = 🏆 Le Sit & Go est terminé.
he-tournament-alone = { $who } en était le seul membre : un Sit & Go ne paie de gains qu'à partir de deux membres.
he-tournament-alone-refund = { $who } en était le seul membre : un Sit & Go ne paie de gains qu'à partir de deux membres ; le buy-in de { $buyin } lui est donc rendu.
he-finish-entry = { $place } sur { $entrants }
he-stats = Mains : { $hands } · Sit & Go : { $tournaments } (places payées : { $itm }) · victoires : { $won } · net : { $net } · meilleure main : { $best }
he-timed-out = Temps écoulé pour ce tour : le joueur a checké ou s'est couché, et la table a continué.

he-refuse-blind = La grosse blinde va de 1 à { $max } jetons.
he-refuse-seats = Une table accueille de { $min } à { $max } joueurs.
he-refuse-computers = Au plus { $max ->
    [one] { $max } ordinateur peut s'asseoir
   *[other] { $max } ordinateurs peuvent s'asseoir
} à cette table, en plus de toi.
he-refuse-buy-in = Ici, la cave ou le buy-in va de { $min } à { $max } jetons.
he-refuse-buy-in-short = Tu as { $balance ->
    [one] { $balance } jeton
   *[other] { $balance } jetons
}, pas assez pour une cave de { $buyin } : choisis une `cave:` de { $min } à { $balance }, ou ne la précise pas pour t'asseoir avec { $balance }.
he-refuse-buy-in-blind = Tu as { $balance ->
    [one] { $balance } jeton
   *[other] { $balance } jetons
}, et avec une grosse blinde de { $blind }, la cave est d'au moins { $min } (20 grosses blindes). Une grosse blinde plus petite te permet de jouer : avec `blinde:{ $fits }`, tu t'assieds avec { $balance }.
he-refuse-buy-in-daily = Tu as { $balance ->
    [one] { $balance } jeton
   *[other] { $balance } jetons
}, et la plus petite cave d'une table de cash game est de { $least } (20 grosses blindes de 1). Récupère ton /quotidien pour avoir plus de jetons.
he-refuse-join-short = Tu as { $balance ->
    [one] { $balance } jeton
   *[other] { $balance } jetons
}, pas assez pour la cave de cette table ({ $buyin }). Récupère ton /quotidien pour avoir plus de jetons.
he-refuse-entry-short-open = Tu as { $balance ->
    [one] { $balance } jeton
   *[other] { $balance } jetons
}, pas assez pour un buy-in de { $buyin } : choisis un `buy-in:` plus petit (0 pour un Sit & Go gratuit).
he-refuse-entry-short = Tu as { $balance ->
    [one] { $balance } jeton
   *[other] { $balance } jetons
}, pas assez pour le buy-in de ce Sit & Go ({ $buyin }). Récupère ton /quotidien pour avoir plus de jetons.
he-refuse-open-cash = Une table de cash game est déjà ouverte dans ce salon (blindes { $small }/{ $big }, cave de { $buyin }) : rejoins-la. Une autre pourra être ouverte une fois celle-ci fermée.
he-refuse-open-tournament = Un Sit & Go est déjà ouvert dans ce salon (buy-in de { $buyin }). Une autre table pourra être ouverte une fois celui-ci terminé.
he-refuse-speed = La vitesse est turbo, normale ou lente.
he-refuse-level = Les ordinateurs sont de niveau amateur ou expert.
he-refuse-not-a-number = Tape un nombre entier de jetons.
he-refuse-no-rebuys = Pas de recave en Sit & Go.
he-refuse-tournament-started = Ce Sit & Go a commencé : il n'accepte plus personne.
he-refuse-not-a-move = Ce bouton ne fait rien à lui seul.
he-refuse-hand-in-progress = Une main est déjà en cours.
he-refuse-not-enough-players = Moins de deux joueurs peuvent recevoir des cartes.
he-refuse-already-seated = Tu es déjà en pause.
he-refuse-rebuy-too-large = Une recave peut porter tes jetons à { $max } au plus.
he-refuse-rebuy-too-small = Une recave doit porter tes jetons à { $min } au moins, la cave minimale de cette table.
he-refuse-rebuy-short = Pour porter tes jetons à { $to }, il faut { $needed ->
    [one] { $needed } jeton
   *[other] { $needed } jetons
} de ton portefeuille, qui n'en contient que { $balance } : choisis un total plus petit, ou récupère ton /quotidien.
he-refuse-nothing-to-add = Tu as déjà autant de jetons : choisis un total plus grand.
he-refuse-in-the-hand = Tu reçois des cartes, et on ne se recave que hors d'une main : appuie sur Faire une pause, puis sur Recaver… une fois cette main finie, puis sur Je suis de retour.
he-refuse-not-sitting-out = Tu n'es pas en pause.
he-refuse-no-hand = Aucune main n'est en cours, ou celle-ci est terminée.
he-refuse-old-hand = C'était une main précédente.
he-refuse-not-in-hand = Tu ne joues pas cette main.
he-refuse-not-your-turn = Ce n'est pas ton tour.
he-refuse-cannot-check = Il y a une mise devant toi : suis, relance ou couche-toi.
he-refuse-nothing-to-call = Il n'y a rien à suivre : checke ou mise.
he-refuse-raise-closed = Les enchères ne t'ont pas été rouvertes : suis ou couche-toi.
he-refuse-too-small = Ici, une relance doit porter la mise à au moins { $min }.
he-refuse-too-large = Tu n'as que { $most ->
    [one] { $most } jeton
   *[other] { $most } jetons
} à miser.

## Comment jouer (/aide jeu)

he-rules =
    ♠️ **Texas Hold'em** (No Limit) · `/poker holdem`, `/poker tournoi`
    Forme la meilleure main de cinq cartes avec tes deux cartes et les cinq du tableau, ou pousse tous les autres à se coucher.

    🪑 **Une table de cash game** · `/poker holdem`
    • Options : `blinde` (la grosse blinde, 2 par défaut ; la petite blinde en vaut la moitié), `places` 2 à 9, `ordinateurs` 0 à 8, `niveau` amateur ou expert, `cave` 20 à 100 grosses blindes.
    • **Rejoindre**, **Quitter**, **Ajouter un ordinateur**, **Commencer**. Un membre peut s'asseoir à tout moment en payant la cave, et reçoit des cartes dès la main suivante. Quitter la table en cours de main couche ta main ; tu repars avec tes jetons.
    • **Recaver…** ajoute des jetons de ton portefeuille entre deux de tes mains, jusqu'à 100 grosses blindes.

    🏆 **Un Sit & Go** · `/poker tournoi`
    • Chaque membre verse le `buy-in` dans la cagnotte ; tout le monde commence avec 1 500 jetons. Les ordinateurs jouent gratuitement, ne sont pas classés et ne gagnent rien.
    • Les blindes montent toutes les 5 (turbo), 10 (normale) ou 20 (lente) mains : 10/20, 15/30, 25/50, 30/60, 50/100, 75/150, 100/200, 150/300, 200/400, 300/600, puis elles doublent.
    • Les membres sont classés entre eux, dans l'ordre où ils sont éliminés. Gains, selon le nombre de membres : tout au premier jusqu'à 3, 65/35 de 4 à 6, 50/30/20 à partir de 7. Les joueurs éliminés dans la même main après l'avoir commencée avec le même nombre de jetons sont ex æquo et se partagent les gains de leurs places. Avec un seul membre, le buy-in est rendu.

    ▶️ **Une main**
    • Les deux places à gauche du bouton 🔘 paient la petite et la grosse blinde (en heads-up, le bouton paie la petite blinde et parle en premier avant le flop).
    • **Mes cartes** te montre tes deux cartes, à toi seulement. Quatre tours d'enchères : le préflop, le flop (3 cartes), le turn et la river (1 carte chacun).
    • **Se coucher**, **Parole** ou **Suivre**, une relance (minimale, ½ pot, pot), **Tapis**, ou **Relancer…** pour taper le montant.
    • Une mise vaut au moins la grosse blinde ; une relance, au moins la dernière mise ou relance. Un tapis qui ne fait qu'une relance incomplète ne rouvre pas les enchères à ceux qui ont déjà parlé.
    • À l'abattage, le dernier agresseur montre ses cartes en premier ; une main qui ne peut pas gagner est jetée sans être montrée, sauf si tu appuies sur **Montrer mes cartes**. Chaque tapis crée un pot annexe ; les jetons indivisibles vont au premier gagnant à gauche du bouton. Quand plus personne ne peut miser avant la river, le reste du tableau tombe d'un coup et le résumé de la main indique les chances exactes de victoire et de partage de chaque joueur encore en lice à la clôture des enchères. **Dernière main** te remontre, à toi seulement, la dernière main que tu as jouée : chaque action, le tableau et les mains montrées.

    ⏱️ **Temps** · un tour dure `holdem_secondes_par_tour`, un réglage du serveur (60 secondes par défaut). Un tour sans action checke, ou se couche s'il y a une mise. Trois fois de suite, et tu passes en pause (ni blindes, ni cartes) jusqu'à **Je suis de retour** ; après une heure en pause, tu quittes la table avec tes jetons.

    🏅 Les classements Hold'em retiennent la meilleure main montrée à l'abattage aux tables de cash game, et le meilleur résultat en Sit & Go.

## Noms des choix, tels que Discord les montre

choice-poker-holdem-level-casual = amateur
choice-poker-holdem-level-expert = expert
choice-poker-tournament-level-casual = amateur
choice-poker-tournament-level-expert = expert
choice-poker-tournament-speed-turbo = turbo
choice-poker-tournament-speed-regular = normale
choice-poker-tournament-speed-slow = lente

## Noms des commandes et des options en français

name-poker-holdem = holdem
name-opt-poker-holdem-blind = blinde
name-opt-poker-holdem-seats = places
name-opt-poker-holdem-computers = ordinateurs
name-opt-poker-holdem-level = niveau
name-opt-poker-holdem-buyin = cave
name-poker-tournament = tournoi
name-opt-poker-tournament-buyin = buy-in
name-opt-poker-tournament-seats = places
name-opt-poker-tournament-computers = ordinateurs
name-opt-poker-tournament-level = niveau
name-opt-poker-tournament-speed = vitesse
name-opt-config-games-holdem_turn_seconds = holdem_secondes_par_tour

## Succès
achievement-holdem-first-pot = Premier pot
achievement-holdem-first-pot-about = Gagne un pot à une table de cash game de Hold'em, avec ou sans abattage.
achievement-holdem-quads = Carré
achievement-holdem-quads-about = Gagne un pot de Hold'em avec un carré montré à l'abattage.
achievement-holdem-straight-flush = Quinte flush
achievement-holdem-straight-flush-about = Gagne un pot de Hold'em avec une quinte flush montrée à l'abattage.
achievement-holdem-in-the-money = Place payée
achievement-holdem-in-the-money-about = Termine un Sit & Go dans les places payées.
achievement-holdem-sit-and-go-win = Tous les jetons
achievement-holdem-sit-and-go-win-about = Termine à la première place parmi les membres d'un Sit & Go qui en compte au moins deux.
