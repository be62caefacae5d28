# Le catalogue français du poker fermé : ses commandes, sa table et ses refus. Le
# catalogue commun est src/locale/locales/fr.ftl.

kind-poker = Poker fermé
help-poker-table = Poker fermé à cinq cartes pour le salon : 2 à 6 joueurs (2 à 4 avec le jeu de 24 cartes) et des joueurs ordinateur, enchères à limite fixe, tes cartes ne sont montrées qu'à toi.
cmd-poker-table = Poker fermé à cinq cartes à une table de ce salon, contre des membres et des ordinateurs.
opt-poker-table-deck = 52 cartes, ou le jeu court de 24 cartes (du 9 à l'as)
opt-poker-table-ante = Jetons que chaque joueur met en ante à chaque main (mises de 2 et 4 antes)
opt-poker-table-seats = Places à la table : 2 à 6, ou 2 à 4 avec 24 cartes
opt-poker-table-computers = Joueurs ordinateur à installer d'emblée
opt-poker-table-buyin = Jetons que chaque joueur apporte à la table (50 antes par défaut)
dp-title = 🃏 Poker fermé · { $deck }
dp-deck-52 = 52 cartes
dp-deck-24 = 24 cartes (du 9 à l'as)
dp-limits = Ante { $ante } · mises de { $small }, puis de { $big } après le tirage · 4 relances au plus par tour · cave de { $buyin }, récupérée quand tu pars.
dp-lobby = Places occupées : { $seated } sur { $max } (il en faut 2 pour commencer). La cave de chaque membre passe de son portefeuille à la table au début de la partie.
dp-button = 🔘 bouton
dp-folded = hors du coup
dp-in-pot = { $amount } dans le pot
dp-all-in = à tapis
dp-drew = { $count ->
    [0] servi
    [one] { $count } carte changée
   *[other] { $count } cartes changées
}
dp-busted = plus de jetons
dp-did-check = { $who } checke.
dp-did-call = { $who } paie { $amount } pour suivre.
dp-did-bet = { $who } mise { $amount }.
dp-did-raise = { $who } relance à { $amount }.
dp-did-fold = { $who } se couche.
dp-did-draw = { $who } { $count ->
    [0] ne change aucune carte
    [one] change { $count } carte
   *[other] change { $count } cartes
}.
dp-won-by-fold = { $who } remporte le pot de { $amount } ({ $net }) : tous les autres se sont couchés.
dp-summary = Main #{ $number } · pot { $pot } · { $seats }
dp-street-first = premier tour d'enchères
dp-street-draw = le tirage
dp-street-second = second tour d'enchères
dp-hand = **Main #{ $number }** · { $street } · pot **{ $pot }**
dp-to-bet = ▶ { $who }, à toi de parler.
dp-to-draw = ▶ { $who }, à toi de changer tes cartes : ouvre **Mes cartes**, marque les cartes à jeter, appuie sur Changer.
dp-last-hand = Dernière main (#{ $number }) :
dp-next-hand-prompt = N'importe quel joueur assis peut distribuer la main suivante ; le bouton tourne.
dp-join-between-hands = Une place est libre : n'importe qui peut appuyer sur Rejoindre pour s'asseoir avec { $buyin } de son portefeuille et recevoir des cartes dès la main suivante.
dp-next-hand = Distribuer la main suivante
dp-check = Checker
dp-call = Suivre { $amount }
dp-bet = Miser { $amount }
dp-bet-none = Miser
dp-raise = Relancer à { $amount }
dp-raise-capped = Relancer (plafond atteint)
dp-fold = Se coucher
dp-my-cards = Mes cartes
dp-cards-title = Tes cartes · main #{ $number }
dp-cards-title-none = Tes cartes
dp-no-hand = Aucune main n'est en cours pour le moment.
dp-not-in-hand = Tu n'as pas reçu de cartes dans cette main.
dp-you-have = Ta main : { $hand }.
dp-you-folded = Tu as jeté tes cartes pour cette main.
dp-you-drew = Tu { $count ->
    [0] n'as changé aucune carte
    [one] as changé { $count } carte
   *[other] as changé { $count } cartes
}.
dp-mark-help = Clique sur les cartes que tu veux jeter, puis sur Changer. Personne d'autre ne voit ceci.
dp-discard-label = Jeter
dp-discard-marked = ✖ Jetée
dp-draw-wait = Tu peux déjà marquer tes cartes ; Changer s'active à ton tour.
dp-stand-pat = Servi
dp-draw = Changer { $count }
dp-final-stack = { $stack } après { $hands ->
    [one] { $hands } main
   *[other] { $hands } mains
}
dp-final-took-home = a emporté { $stack } après { $hands ->
    [one] { $hands } main
   *[other] { $hands } mains
}
dp-took-home = a emporté { $stack }
dp-stats = Mains : { $hands } · gagnées : { $won } · net : { $net } · meilleure main : { $best }
dp-timed-out = Temps écoulé pour ce tour : le joueur a checké ou s'est couché, et la table a continué.
dp-refuse-cannot-check = Il y a une mise devant toi : suis, relance ou couche-toi.
dp-refuse-nothing-to-call = Il n'y a rien à suivre : checke ou mise.
dp-refuse-already-bet = Quelqu'un a déjà misé dans ce tour : relance plutôt.
dp-refuse-nothing-to-raise = Personne n'a encore misé : mise plutôt.
dp-refuse-raise-cap = Les relances de ce tour sont épuisées (4) : suis ou couche-toi.
dp-refuse-raise-closed = Les enchères ne t'ont pas été rouvertes : suis ou couche-toi.
dp-refuse-no-chips = Tu n'as plus de jetons devant toi pour miser.
dp-refuse-not-betting = Ce n'est pas possible pour l'instant dans cette main.
dp-refuse-not-drawing = Ce n'est pas ton tour de changer tes cartes.
dp-refuse-already-drew = Tu as déjà changé tes cartes dans cette main.
dp-refuse-old-hand = C'étaient tes cartes d'une main précédente : appuie sur Mes cartes pour celle-ci.
dp-refuse-not-in-hand = Tu ne joues pas cette main.
dp-refuse-hand-in-progress = Une main est déjà en cours.
dp-refuse-not-enough-chips = Moins de deux joueurs ont encore des jetons : la table ferme.
dp-refuse-no-such-card = Une main compte cinq cartes.
dp-refuse-bad-deck = Le jeu compte 52 ou 24 cartes.
dp-refuse-ante = L'ante va de 1 à { $max ->
    [one] { $max } jeton
   *[other] { $max } jetons
}.
dp-refuse-seats = Ce jeu accueille de { $min } à { $max ->
    [one] { $max } joueur
   *[other] { $max } joueurs
}.
dp-refuse-computers = Au plus { $max ->
    [one] { $max } ordinateur peut s'asseoir
   *[other] { $max } ordinateurs peuvent s'asseoir
} à cette table, en plus de toi.
dp-refuse-buy-in = La cave va de { $min } à { $max ->
    [one] { $max } jeton
   *[other] { $max } jetons
} (au moins 10 antes).

## Comment jouer (/aide jeu)

dp-rules =
    🃏 **Poker fermé** (à cinq cartes, avec tirage) · `/poker table`
    Gagne les jetons des autres joueurs : aie la meilleure main à l'abattage, ou pousse tous les autres à se coucher.

    🪑 **La table**
    • `/poker table` ouvre une salle d'attente : **Rejoindre**, **Quitter**, **Ajouter un ordinateur**, **Commencer**, **Annuler**. 2 à 6 places, ou 2 à 4 avec le jeu de 24 cartes.
    • Options : `jeu` 52 ou 24, `ante` (1 à 10 000 ; 1 par défaut), `places`, `ordinateurs`, `cave` (50 antes par défaut).
    • Ta cave passe de ton portefeuille à la table quand la partie commence. Ce qui reste te revient quand tu pars ou quand la table ferme. Partir en cours de main couche ta main.

    ▶️ **Une main**
    • Chacun paie l'ante et reçoit cinq cartes. **Mes cartes** te montre les tiennes, à toi seulement.
    • Premier tour d'enchères, en commençant à gauche du bouton : **Checker** ou **Suivre**, **Miser** ou **Relancer**, **Se coucher**.
    • Le tirage, dans l'ordre des places : dans Mes cartes, touche les cartes à jeter, puis **Changer** (ou **Servi**). Tu peux les marquer avant ton tour.
    • Second tour d'enchères, puis l'abattage : la meilleure main remporte le pot.
    • N'importe quel joueur assis appuie sur **Distribuer la main suivante** ; le bouton tourne.

    💰 **Enchères : limite fixe**
    • Mises et relances valent 2 antes au premier tour et 4 antes après le tirage.
    • Une mise et au plus 4 relances par tour.
    • Tu ne peux pas couvrir la mise à suivre ? Tu pars à tapis, et des pots annexes sont créés.
    • En cas d'égalité, le pot est partagé ; un jeton indivisible va au premier gagnant à gauche du bouton.
    • Un tour qui expire checke, ou se couche s'il y a une mise. Deux fois de suite, et tu ne reçois plus de cartes.

    🏅 **Les mains, de la plus forte à la plus faible** (52 cartes)
    • Quinte flush royale : A♠ K♠ Q♠ J♠ 10♠
    • Quinte flush : 9♥ 8♥ 7♥ 6♥ 5♥
    • Carré : 7♣ 7♦ 7♥ 7♠ K♦
    • Full : Q♠ Q♥ Q♦ 4♣ 4♠
    • Couleur : A♦ J♦ 8♦ 6♦ 2♦
    • Quinte : 10♣ 9♦ 8♠ 7♥ 6♣ (A-2-3-4-5 est la plus basse)
    • Brelan : 8♠ 8♥ 8♦ K♣ 3♦
    • Double paire : J♠ J♦ 5♣ 5♥ A♠
    • Paire : K♥ K♣ 9♠ 6♦ 2♣
    • Hauteur : A♣ Q♦ 9♠ 6♥ 3♣
    Même combinaison ? Les cartes qui la forment décident, puis les cartes d'accompagnement (kickers), de la plus haute à la plus basse. Les couleurs ne comptent jamais.

    🔹 **Jeu de 24 cartes** (du 9 à l'as) : la couleur y est plus rare, donc elle bat le carré. De la plus forte à la plus faible : quinte flush royale, quinte flush (9-10-J-Q-K), **couleur**, carré, full, quinte, brelan, double paire, paire, hauteur. Les seules quintes vont du 9 au roi et du 10 à l'as : pas de quinte avec l'as en bas.

    🏆 Le classement Poker fermé retient la meilleure main de chaque joueur.

## Noms des commandes, options et choix, tels que Discord les montre

# Poker fermé : noms localisés (fr). Le texte dit /poker table et ses options
# jeu, ante, places, ordinateurs, cave.
name-poker-table = table
name-opt-poker-table-deck = jeu
name-opt-poker-table-ante = ante
name-opt-poker-table-seats = places
name-opt-poker-table-computers = ordinateurs
name-opt-poker-table-buyin = cave
choice-poker-table-deck-52 = 52 cartes
choice-poker-table-deck-24 = 24 cartes (du 9 à l'as)

## Succès
achievement-draw-poker-first-pot = Premier pot
achievement-draw-poker-first-pot-about = Gagne une main de poker fermé.
achievement-draw-poker-big-pot = Gros pot
achievement-draw-poker-big-pot-about = Gagne au poker fermé un pot d'au moins quatre fois ta mise.
