# Catalogue français de Parlor (Project Fluent). Tout le texte montré aux joueurs est ici.
# Mêmes identifiants de messages que en.ftl ; les valeurs qui affichent des quantités
# reçoivent un nombre ($count, $replaced) pour le choix du pluriel et le texte formaté
# à côté.

## Commun

chips = { $count ->
    [one] { $amount } jeton
   *[other] { $amount } jetons
}
# Un montant à décimales (une moyenne) : $whole en est la partie entière ; singulier sous 2.
chips-fraction = { $whole ->
    [one] { $amount } jeton
   *[other] { $amount } jetons
}
duration-under-a-minute = moins d'une minute
duration-minutes = { $minutes } min
duration-hours = { $hours } h
duration-hours-minutes = { $hours } h { $minutes } min
duration-days = { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }
elapsed-seconds = { $seconds } s
elapsed-minutes-seconds = { $minutes } min { $seconds } s

board-chips = Jetons
# La catégorie de pluriel de $count (one, many ou other) : choisit la forme de la monnaie
# d'un serveur (/config currency). Jamais affiché.
plural-form = { $count ->
    [one] one
    [many] many
   *[other] other
}

hand-high-card = Hauteur
hand-one-pair = Paire
hand-two-pair = Double paire
hand-three-of-a-kind = Brelan
hand-straight = Quinte
hand-flush = Couleur
hand-full-house = Full
hand-four-of-a-kind = Carré
hand-straight-flush = Quinte flush
hand-royal-flush = Quinte flush royale

## Refus

refuse-not-in-guild = Cette commande est réservée aux serveurs qui ont ajouté Parlor : utilise-la dans l'un de leurs salons. Partout ailleurs, tu joues avec ton propre portefeuille.
board-deadline = ⏳ Sans action, la partie expire { $when }.
refuse-table-unseen = Ce serveur garde privées les réponses des applications qu'il n'a pas ajoutées : personne d'autre ne verrait tes coups à une table ici, donc aucune table n'a été ouverte ni rejointe. Joue ici une partie rien que pour toi, ou joue à une table dans un groupe privé ou sur un serveur qui a ajouté Parlor.
refuse-game-off = Le jeu { $game } est désactivé sur ce serveur : aucune partie n'a été lancée. Un gestionnaire du serveur peut le réactiver avec { $config }.
refuse-play-elsewhere = { $count ->
        [one] Sur ce serveur, on joue dans { $channels } : lance ta partie là-bas.
       *[other] Sur ce serveur, on joue dans ces salons : { $channels }. Lance ta partie dans l'un d'eux.
    }
refuse-unknown-button = Ce bouton n'appartient à aucune partie ici. Lance-en une nouvelle avec { $start }.
refuse-not-parlors = Cela n'appartient à aucune partie de Parlor ici, donc rien ne s'est passé. /aide liste les jeux et les commandes.
refuse-not-shown = Parlor n'a pas pu afficher sa réponse ici. Réessaie : tes jetons ne risquent rien.
refuse-form-late = Le formulaire a mis trop de temps à s'ouvrir. Appuie de nouveau sur le bouton : rien n'a changé.
refuse-not-your-game = Ce n'est pas ta partie. Lance la tienne avec { $start }.
refuse-not-your-turn = Ce n'est pas ton tour.
refuse-only-opener = Seul le membre qui a ouvert cette table peut faire ça.
refuse-stake-not-covered = { $member } n'a plus assez de jetons pour l'enjeu de cette table.
refuse-bet-range = Les mises vont de { $min } à { $max ->
    [one] { $max } jeton
   *[other] { $max } jetons
}.
refuse-cannot-cover = { $balance ->
    [0] Tu as 0 jeton. Récupère ton /quotidien, ou demande un /donner, pour jouer.
    [one] Tu as { $balance } jeton, pas assez pour une mise de { $bet }. Baisse la mise, ou récupère ton /quotidien.
   *[other] Tu as { $balance } jetons, pas assez pour une mise de { $bet }. Baisse la mise, ou récupère ton /quotidien.
}
refuse-game-over = Cette partie est terminée.
refuse-not-enough-chips = Tu n'as pas les jetons pour ça, donc rien n'a changé.
refuse-give-to-self = Tu ne peux pas te donner de jetons à toi-même.
refuse-bot-user = Les bots n'ont pas de jetons.
refuse-give-nothing = Donne au moins 1 jeton.
refuse-not-enough-to-give = Pas assez de jetons : tu en as { $balance }, moins que les { $amount } que tu veux donner.
refuse-give-cap = Cela dépasse ton plafond de dons de { $cap ->
    [one] { $cap } jeton
   *[other] { $cap } jetons
} par 24 h : tu peux encore en donner { $left } maintenant.
audit-title = Mouvements de jetons
audit-head = { $count ->
    [one] Le dernier mouvement de jetons de { $who } sur ce serveur :
   *[other] Les { $count } derniers mouvements de jetons de { $who } sur ce serveur, du plus récent au plus ancien :
}
audit-none = { $who } n'a aucun mouvement de jetons sur ce serveur.
refuse-not-auditor = Seuls les membres ayant la permission Gérer le serveur, ou un rôle que le serveur autorise à utiliser /audit, peuvent voir les mouvements de jetons d'un membre.
refuse-log-channel-no-token = { $channel } ne peut pas servir de salon du journal : Parlor fonctionne ici sans token de bot et ne peut donc pas publier de messages. Rien n'a été modifié.
refuse-log-channel-no-permission = { $channel } ne peut pas servir de salon du journal : Parlor ne peut pas le voir ou n'a pas le droit d'y envoyer des messages. Donne à Parlor les permissions Voir le salon et Envoyer des messages, puis réessaie. Rien n'a été modifié.
refuse-log-channel-unchecked = Parlor n'a pas pu vérifier s'il peut publier dans { $channel } : Discord n'a pas répondu. Rien n'a été modifié ; réessaie dans un instant.
refuse-announce-channel-no-token = { $channel } ne peut pas servir aux annonces des saisons : Parlor fonctionne ici sans token de bot et ne peut donc pas publier de messages. Rien n'a été modifié.
refuse-announce-channel-no-permission = { $channel } ne peut pas servir aux annonces des saisons : Parlor ne peut pas le voir ou n'a pas le droit d'y envoyer des messages. Donne à Parlor les permissions Voir le salon et Envoyer des messages, puis réessaie. Rien n'a été modifié.
audit-reason-start = jetons de départ
audit-reason-daily = jetons quotidiens
audit-reason-give = don envoyé
audit-reason-gift = don reçu
audit-reason-bet = mise
audit-reason-payout = gain
audit-reason-stake = enjeu
audit-reason-winnings = part de la cagnotte
audit-reason-refund = enjeu rendu
audit-reason-buy-in = cave
audit-reason-cash-out = sortie de table
refuse-receive-cap = Cela dépasse le plafond de dons reçus de { $who } : { $cap ->
    [one] { $cap } jeton
   *[other] { $cap } jetons
} par 24 h, tous donateurs confondus. Tu peux encore lui en donner { $left } maintenant, et ce don passera dans { $wait }.
refuse-receive-cap-never = { $who } peut recevoir au plus { $cap ->
    [one] { $cap } jeton
   *[other] { $cap } jetons
} par 24 h, tous donateurs confondus : donne { $cap } ou moins.
refuse-give-account-new-you = Sur ce serveur, les dons exigent un compte Discord âgé d'au moins { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } : le tien aura cet âge dans { $wait }.
refuse-give-account-new = Sur ce serveur, les dons exigent un compte Discord âgé d'au moins { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } : celui de { $who } aura cet âge dans { $wait }.
refuse-give-games-you = Sur ce serveur, les dons exigent { $needed ->
        [one] { $needed } partie terminée
       *[other] { $needed } parties terminées
    } : tu en as terminé { $played }, il t'en reste { $more } à jouer.
refuse-give-games = Sur ce serveur, les dons exigent { $needed ->
        [one] { $needed } partie terminée
       *[other] { $needed } parties terminées
    } : { $who } en a terminé { $played }, il lui en reste { $more } à jouer.
refuse-not-manager = Seuls les membres ayant la permission Gérer le serveur, ou un rôle que le serveur autorise à utiliser /config, peuvent modifier les réglages de Parlor.
refuse-not-manager-view = Seuls les membres ayant la permission Gérer le serveur, ou un rôle que le serveur autorise à utiliser /config, peuvent voir les réglages de Parlor.
refuse-bad-setting = { $key } : { $reason }
refuse-unknown-board = Aucun classement ne s'appelle { $name }. Les classements sont : { $boards }.
refuse-unknown-command = Commande inconnue : /{ $name }.
refuse-missing-option = { $command } a besoin de l'option { $option }.
refuse-bad-option = { $command } : l'option { $option } n'a pas le bon type de valeur.
refuse-bad-choice = { $command } : { $option } doit être l'une de ces valeurs : { $choices } (pas « { $value } »).
refuse-repeated-option = { $command } : l'option { $option } est donnée deux fois.
refuse-unknown-option = { $command } n'a pas d'option { $option }.
refuse-busy = Parlor est occupé pour le moment, donc rien n'a changé. Réessaie dans un instant.
refuse-internal = Un problème est survenu de notre côté et rien n'a changé. Réessaie.

setting-out-of-range = doit être compris entre { $min } et { $max }, pas { $value }
setting-minutes-out-of-range = doit être compris entre { $min } et { $max ->
    [one] { $max } minute
   *[other] { $max } minutes
}, pas { $value }
setting-unknown = aucun jeu n'a de réglage nommé `{ $key }`
setting-bad-value = `{ $value }` n'est pas une valeur de ce réglage

table-already-seated = Tu es déjà à cette table.
table-full = Cette table est complète : { $seats ->
    [one] { $seats } place
   *[other] { $seats } places
}.
table-not-seated = Tu n'as pas de place à cette table.
table-not-enough-players = Une table a besoin d'au moins { $min ->
    [one] { $min } joueur
   *[other] { $min } joueurs
} pour commencer.
table-already-started = La partie a déjà commencé.
table-join-between-hands = Une manche est en cours : appuie de nouveau sur Rejoindre quand elle se termine, et tu joueras dès la suivante.
table-not-started = La partie n'a pas encore commencé.
table-opener-cannot-leave = Tu as ouvert cette table : annule-la au lieu de la quitter.
table-stake-not-covered = Quelqu'un à la table n'a plus les jetons pour l'enjeu.
table-cannot-stake = Tu as { $balance ->
        [one] { $balance } jeton
       *[other] { $balance } jetons
    }, et l'enjeu de cette table est de { $stake }.
table-stake-range = Un enjeu va de 0 à { $max ->
    [one] { $max } jeton
   *[other] { $max } jetons
}.
table-computer-casual = Ordinateur { $seat } (amateur)
table-computer-expert = Ordinateur { $seat } (expert)
table-seat-left = a quitté la table
named = { $name } : { $text }
table-seat-dropped = exclusion pour inactivité
table-join = Rejoindre
table-leave = Quitter
table-add-casual = Ajouter un ordinateur
table-add-expert = Ajouter un ordinateur expert
table-start = Commencer
table-cancel = Annuler
table-stake = Enjeu : { $stake } chacun, payé au début ; le membre le mieux placé remporte la cagnotte.
table-no-stake = Sans enjeu : on joue pour la gloire.
table-lobby = Places occupées : { $seated } sur { $max } (il en faut { $min } pour commencer). { $stake }
table-took-home = Tu as quitté la table et rapporté { $amount } dans ton portefeuille.
table-closed-took-home = La table a fermé, et tu as rapporté { $amount } dans ton portefeuille.
table-finished = La partie est terminée.
table-cancelled = La table a été annulée.
table-abandoned = Tout le monde a quitté la table : tous les enjeux ont été rendus.
table-cashed-out = La table a fermé : chacun a repris ses jetons dans son portefeuille.
table-winner-share = { $who } ({ $net })
table-won = { $count ->
    [one] Gagnant
   *[other] Gagnants
} : { $winners }.
table-pool-to-members = { $count ->
    [one] Un ordinateur ne prend pas de jetons, donc la cagnotte revient au membre le mieux placé
   *[other] Un ordinateur ne prend pas de jetons, donc la cagnotte est partagée entre les membres les mieux placés
} : { $members }.

## Avis affichés à côté d'une partie rafraîchie

notice-stale = Ce bouton n'était plus à jour, donc rien ne s'est passé. Voici la partie telle qu'elle est.
notice-closed = Cette partie est terminée. Lance-en une nouvelle avec { $start }.
notice-timed-out = Ce tour a expiré, donc la partie a continué. La voici telle qu'elle est.
notice-replaced = Ta partie précédente ici était inactive ; voici comment elle s'est terminée :

## Jetons

balance-title = Solde
balance-own = Tu as **{ $amount }**.
balance-other = { $member } a **{ $amount }**.
balance-rank = Rang #{ $rank } ici.
balance-daily-hint = Récupère des jetons gratuits chaque jour avec /quotidien.
balance-daily-later = Ton prochain /quotidien sera disponible dans { $wait }.
balance-not-played = { $member } n'a pas encore joué ici ; son solde de départ sera de { $starting }.

daily-title = Jetons quotidiens
daily-bonus = ({ $base } + { $bonus } de bonus de série)
daily-claimed =
    Série : jour { $streak }. Solde : { $balance }.
    Prochaine récupération dans { $next }.
daily-wait = Tu as déjà récupéré les jetons du jour. La prochaine récupération sera possible dans { $wait } (série : jour { $streak }).
daily-next-bonus = Récupérée à temps, la prochaine apportera un bonus de série de +{ $bonus }.
daily-graced = 🛟 Plus de 48 heures depuis ta dernière récupération : un sursis a sauvé ta série.
daily-grace-ready = Sursis : 1 disponible (une récupération entre 48 et 72 heures après la précédente conserve la série).
daily-grace-in = Sursis : le prochain sera disponible après { $claims ->
        [one] { $claims } autre récupération
       *[other] { $claims } autres récupérations
    }.
give-title = Jetons envoyés
give-done =
    Tu as donné **{ $amount }** à { $member }.
    Ton solde : { $balance }. Tu peux encore donner { $left } dans les prochaines 24 h.

leaderboard-title = Classement
leaderboard-title-game = Classement · { $game }
leaderboard-empty = Personne n'a encore de jetons ici. À toi d'ouvrir le bal : /quotidien, puis une partie (/aide liste les jeux).
leaderboard-empty-game = Personne ne figure encore dans ce classement.
leaderboard-footer = Page { $page } sur { $pages }
leaderboard-footer-rank = Page { $page } sur { $pages } · Toi : #{ $rank } avec { $amount }
leaderboard-footer-no-chips = Page { $page } sur { $pages } · Tu n'as pas encore de jetons ici
leaderboard-footer-rank-of = Page { $page } sur { $pages } · { $name } : #{ $rank } avec { $amount }
leaderboard-first = « Début
leaderboard-previous = ‹ Précédent
leaderboard-next = Suivant ›
leaderboard-last = Fin »

stats-title = Statistiques
stats-yours = Tes statistiques
stats-theirs = Les statistiques de { $member }
stats-empty = { $who } sont vides : aucune partie jouée ici pour l'instant.
stats-intro = { $who } ici.

## Réglages

config-title = Réglages du serveur
config-title-changed = Réglages du serveur mis à jour
config-changed = Modifié : { $keys }.
config-name-starting_chips = Jetons de départ
config-name-daily_amount = Jetons quotidiens
config-name-daily_streak_bonus = Bonus de série, par jour
config-name-daily_streak_max = Le bonus de série augmente pendant
config-name-give_daily_cap = Plafond de dons, par membre et par 24 h
config-name-give_min_account_days = Âge minimal du compte pour les dons
config-name-give_min_games = Minimum de parties jouées ici pour les dons
config-name-give_receive_daily_cap = Plafond de dons reçus, par membre et par 24 h
config-name-idle_timeout_minutes = Délai d'inactivité
config-name-log_channel = Salon du journal
config-name-log_posts = Envoi au salon du journal
config-name-log_gift_over = Seuil de journalisation des dons
config-name-language = Langue des messages publics
config-name-card_style = Cartes, dés et pions
config-name-season = Saisons
config-name-announce_channel = Annonces des saisons
config-name-currency_name = Nom de la monnaie
config-name-currency_emoji = Emoji de la monnaie
config-name-currency_one = Monnaie, au singulier
config-name-currency_few = Monnaie, forme « few » (polonais 2 à 4)
config-name-currency_many = Monnaie, forme « many » (polonais 5, 12, 25…)
config-name-currency_other = Monnaie, au pluriel
config-name-game_channels = Salons où lancer des parties
config-name-games_off = Jeux désactivés
config-everywhere = **tous les salons**
config-none-off = **aucun**
config-no-currency = **les jetons de Parlor**
config-chips = **{ $value }**
config-days = { $value ->
    [one] **{ $value }** jour
   *[other] **{ $value }** jours
}
config-minutes = **{ $value }** min
config-count = **{ $value }**
config-no-channel = **aucun**
config-setting = { $name } : { $value }
config-switch = **{ $value }**
config-footer = Modifie avec /config <thème> option:valeur, par exemple /config économie jetons_de_départ:500
config-group = **{ $command }**
log-gift = 🎁 { $giver } a donné { $amount } à { $receiver }.
log-refused = ⛔ Don refusé : { $giver } → { $receiver }, { $amount }. { $reason }
log-reason-receive-cap = { $member } ne peut plus recevoir que { $left } (plafond : { $cap } par 24 h).
log-reason-receive-cap-full = { $member } a déjà atteint son plafond de dons reçus ({ $cap } par 24 h).
log-reason-account-new = Sur ce serveur, les dons exigent un compte Discord âgé d'au moins { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } : celui de { $member } est plus récent.
log-reason-games = Sur ce serveur, les dons exigent { $needed ->
        [one] { $needed } partie terminée
       *[other] { $needed } parties terminées
    } : { $member } en a terminé { $played }.
log-config = ⚙️ { $manager } a modifié les réglages :
log-config-line = { $name } : { $before } → { $after }

## L'aide, et les commandes telles que Discord les affiche

help-page-games = Jeux
help-page-chips = Jetons et palmarès
help-page-managers = Pour les gestionnaires
help-title = Parlor · aide
help-intro = Une salle de jeux pour ton serveur, tes messages privés et tes groupes privés. Un serveur qui a ajouté Parlor garde ses propres jetons, qui partent de son solde de départ ; ailleurs, tu joues avec ton propre portefeuille. Chaque mouvement est inscrit dans un registre.
help-balance = Tes jetons, ou ceux d'un autre membre.
help-daily = Des jetons gratuits une fois toutes les 24 h ; en les récupérant plusieurs jours d'affilée, tu fais grimper un bonus de série.
help-give = Donne des jetons à un autre membre (plafond quotidien).
help-leaderboard = Les membres les plus riches avec ton propre rang, ou les meilleurs résultats d'un jeu ; quand le serveur a des saisons, le classement de la saison : jetons nets gagnés en jeu, et meilleurs résultats de chaque jeu depuis le début de la saison (période:depuis toujours pour tout l'historique).
help-season = La saison : quand elle se termine, son top 10 selon les jetons gagnés en jeu, ta place et les gagnants des saisons passées.
help-stats = Tes statistiques dans chaque jeu (mains, jetons nets, meilleure main), ou celles d'un autre membre.
help-achievements = Tes succès, débloqués ou non, avec leur rareté sur ce serveur, ou ceux d'un autre membre.
help-profile = Ta carte de profil : jetons, rang, place dans la saison, série quotidienne, succès et solde des 30 derniers jours ; ou celle d'un autre membre.
help-audit = Pour les gestionnaires du serveur : les 25 derniers mouvements de jetons d'un membre (parties, dons, jetons quotidiens, enjeux), en privé.
help-help = Ce message ; avec jeu : les règles d'un jeu (mains, cases, gains, décompte des points).
help-rules-title = Comment jouer · { $game }
opt-help-game = Le jeu dont afficher les règles
help-config = Pour les gestionnaires du serveur, par thème : afficher (tous les réglages), économie (jetons de départ et quotidiens, bonus de série), dons (plafonds, règles contre les comptes secondaires), monnaie (le nom et l'emoji des jetons sur ce serveur, avec le mot après un montant dans chaque forme du pluriel), salons (où lancer des parties : autoriser, retirer ; sans salon dans la liste, partout), jeux (désactiver ou réactiver un jeu, le délai d'inactivité, les règles de chaque jeu), saisons, journal (le salon du journal) et affichage (langue, cartes et dés).
help-usage-options = [option:valeur …] ({ $count } options)
cmd-poker = Jeux de poker.
cmd-balance = Tes jetons, ou ceux d'un autre membre.
opt-balance-user = De qui afficher le solde (toi par défaut)
cmd-daily = Récupère tes jetons gratuits (une fois toutes les 24 heures ; les séries rapportent plus).
cmd-give = Donne des jetons à un autre membre.
opt-give-user = Qui reçoit les jetons
opt-give-amount = Combien de jetons
cmd-leaderboard = Les membres les plus riches, ou les meilleurs résultats d'un jeu.
opt-leaderboard-board = Quel classement (jetons par défaut)
opt-leaderboard-period = Classement de cette saison ou de tous les temps (par défaut la saison, si le serveur en a)
cmd-season = La saison : sa fin, le top dix, ta place, les anciens gagnants.
cmd-stats = Tes statistiques dans chaque jeu, ou celles d'un autre membre.
cmd-audit = Les 25 derniers mouvements de jetons d'un membre sur ce serveur (Gérer le serveur requis).
opt-stats-user = De qui afficher les statistiques (toi par défaut)
cmd-achievements = Tes succès, ou ceux d'un autre membre.
opt-achievements-user = De qui afficher les succès (toi par défaut)
cmd-profile = Ta carte de profil, ou celle d'un autre membre.
opt-profile-user = De qui afficher le profil (toi par défaut)
opt-audit-user = De qui afficher les mouvements de jetons
cmd-help = Comment jouer, et toutes les commandes.
cmd-config = Réglages du serveur par thème (Gérer le serveur requis).
cmd-config-show = Affiche tous les réglages du serveur.
cmd-config-economy = Jetons de départ, jetons quotidiens et bonus de série.
cmd-config-gifts = Plafonds des dons et règles contre les comptes secondaires.
cmd-config-currency = Le nom et l'emoji des jetons sur ce serveur.
cmd-config-channels = Les salons où lancer des parties.
cmd-config-games = Jeux désactivés, délai d'inactivité, règles de chaque jeu.
cmd-config-season = Les saisons et le salon où annoncer leurs gagnants.
cmd-config-log = Le salon du journal et ce qu'il consigne.
cmd-config-display = La langue des messages publics et le style des cartes.
opt-config-currency-currency_name = Le nom seul (Or) ; none : les jetons de Parlor
opt-config-currency-currency_emoji = Un emoji affiché devant chaque montant ; « none » pour aucun
opt-config-currency-currency_one = Le mot après 0 ou 1 (pièce)
opt-config-currency-currency_few = Le mot après 2 à 4, 22 à 24… (en polonais : monety)
opt-config-currency-currency_many = Le mot après 5, 12, 25… en polonais (monet)
opt-config-currency-currency_other = Le mot après la plupart des nombres (pièces)
opt-config-channels-allow = Autoriser les parties dans ce salon (liste vide : partout)
opt-config-channels-remove = Retirer ce salon de la liste (liste vide : tous les salons)
opt-config-games-disable = Désactiver ce jeu : plus de nouvelles parties, celles en cours continuent
opt-config-games-enable = Réactiver ce jeu
opt-config-economy-starting_chips = Jetons avec lesquels un nouveau membre commence
opt-config-economy-daily_amount = Jetons accordés par /quotidien
opt-config-economy-daily_streak_bonus = Jetons en plus par jour consécutif
opt-config-economy-daily_streak_max = Jours après lesquels le bonus de série cesse d'augmenter
opt-config-gifts-give_daily_cap = Maximum de jetons qu'un membre peut donner par 24 h
opt-config-gifts-give_min_account_days = Âge minimal du compte Discord, en jours, pour les dons (0 : désactivé)
opt-config-gifts-give_min_games = Parties finies ici avant de donner ou recevoir (0 : désactivé)
opt-config-log-log_channel = Salon où Parlor consigne dons, dons refusés et changements de réglages
opt-config-log-log_posts = Publier au journal (désactivé : en pause, le salon est gardé)
opt-config-log-log_gift_over = Ne consigner que les dons au-delà de ce montant (0 : tous)
opt-config-gifts-give_receive_daily_cap = Maximum de jetons reçus par membre et par 24 h (0 : désactivé)
opt-config-games-idle_timeout_minutes = Minutes avant qu'une partie inactive expire
opt-config-display-language = Langue des tables, parties et classements (auto : celle du serveur sur Discord)
opt-config-display-card_style = Afficher cartes, dés et pions en emoji, en une image par plateau ou en texte
opt-config-season-season = Saisons : hebdomadaires ou mensuelles (UTC), ou désactivées
opt-config-season-announce_channel = Salon où Parlor annonce les gagnants de chaque saison

## La table en terminal

terminal-help =
    Tape une commande slash comme dans Discord, ou :
      click <numéro>                    appuie sur un bouton du dernier message par son numéro
      click <libellé>                   ...ou par son libellé ou son action : click deal, click bet +
      click <custom_id>                 ...ou par son id (pour les scripts)
      select <option>                   choisis dans le menu du dernier message : select chance
      select <custom_id> <valeur>...    ...ou dans un menu par son id (pour les scripts)
      submit <champ>:<valeur>...        remplis et envoie le formulaire qu'un bouton a ouvert : submit bet:3
      as <nom> [en|fr|pl]               joue à la place d'un autre membre, dans sa langue (@player gère le serveur)
      in #<salon>                       joue dans un autre salon à partir de maintenant (in #table pour revenir)
      in dm                             joue en message privé avec Parlor (ton propre portefeuille)
      in group <nom>                    joue dans un groupe privé (ton propre portefeuille)
      in server <nom>                   joue sur un serveur qui n'a pas ajouté Parlor (ton propre portefeuille)
      wait <N>[s|m|h|d]                 laisse passer le temps, jusqu'à 366d (délais d'inactivité, /quotidien)
      expire                            lance maintenant le nettoyage des parties inactives
      help, quit
terminal-help-commands = Commandes :
play-kept-in = Les jetons de la table du terminal sont gardés dans { $file } (sa propre base ; --db FICHIER pour une autre).
play-welcome = Table du terminal de Parlor. Tape /aide pour les commandes de Parlor, help pour celles de la table, quit pour partir.
play-updated = message modifié
play-updated-working = (en cours…) message modifié
play-private = visible uniquement par toi
play-private-thinking = (réflexion…) visible uniquement par toi
play-private-follow-up = visible uniquement par toi (suite)
play-new = nouveau message
play-new-thinking = (réflexion…) nouveau message
play-other-updated = un autre message modifié
play-done = (terminé)
play-attachment = 📎 { $file } enregistré sous { $path }
play-attachment-failed = erreur : impossible d'enregistrer { $file } : { $problem }
# The picture of a board in the pictures style, as its alt text reads it.
play-picture = 🖼 { $text }
play-unchanged = { $name } (sans changement)
play-disabled = (désactivé)
play-menu = <{ $placeholder }> choisis parmi : { $options }
play-error = erreur : { $problem }
play-line-not-text = erreur : la ligne { $line } n'est pas du texte UTF-8 ; ignorée
play-typed-not-text = erreur : cette ligne n'est pas du texte UTF-8 ; ignorée
play-terminal-failed = erreur : impossible de lire le terminal : { $why }
play-acting-as = (tu joues maintenant en tant que @{ $name })
play-now-in = (tu es maintenant dans #{ $channel })
play-now-in-dm = (tu es maintenant en message privé avec Parlor)
play-now-in-group = (tu es maintenant dans le groupe privé { $group })
play-now-in-guest = (tu es maintenant dans #general du serveur { $server }, qui n'a pas ajouté Parlor)
play-usage-in = usage : in #<salon>, in dm, in group <nom> ou in server <nom>, par ex. in #casino (in #table pour revenir)
play-bad-place = `{ $place }` n'est pas un endroit où jouer ; { $usage }
play-later = ({ $duration } plus tard)
play-unknown-command = commande inconnue `{ $name }` (tape help)
play-bad-value = l'option `{ $option }` attend { $expects }, pas `{ $value }`
play-expects-number = un nombre entier
play-expects-member = un membre, comme @bob
play-expects-channel = un salon, comme #log
play-not-an-option = les options s'écrivent nom:valeur, pas `{ $word }`
play-usage-as = usage : as <nom> [en|fr|pl]
play-usage-wait = usage : wait <N>[s|m|h|d], par ex. wait 20m
play-usage-click = usage : click <numéro | libellé | custom_id>, par ex. click 2 ou click deal
play-usage-select = usage : select [<custom_id>] <valeur | libellé | numéro>, par ex. select chance
play-bad-name = `{ $name }` n'est pas un nom de membre : { $why }
play-name-empty = il faut un nom après le @
play-name-too-long = un nom fait au plus 32 caractères
play-name-characters = un nom s'écrit avec des lettres, des chiffres, _, - et .
play-name-bot = c'est le bot ; personne ne peut jouer à sa place
play-wait-too-long = wait ne dépasse pas 366d (un an et un jour)
play-bad-locale = `{ $code }` n'est pas une langue que Parlor parle : en, fr ou pl
play-no-buttons = aucun
play-click-no-message = aucun message avec des boutons pour l'instant : lance une partie (/aide les liste)
play-click-no-menu = le dernier message n'a pas de menu où choisir
play-usage-submit = usage : submit <champ>:<valeur>..., par ex. submit bet:3
play-form = un formulaire, visible uniquement par toi
play-form-field = { $field } : { $label }
play-form-submit = Remplis-le avec : { $example }
play-no-form = aucun formulaire n'est ouvert : un bouton en ouvre un
play-form-no-field = le formulaire n'a pas de champ « { $field } » (champs disponibles : { $fields })
play-form-missing = il manque le champ « { $field } »
play-form-length = « { $field } » prend de { $min } à { $max } caractères
play-click-no-number = il n'y a pas de bouton { $number } ; boutons du dernier message : { $buttons }
play-click-no-label = aucun bouton ne s'appelle `{ $label }` ; boutons du dernier message : { $buttons }
play-click-several = `{ $label }` peut désigner { $buttons } : clique sur l'un d'eux par son numéro
play-click-disabled = le bouton [{ $label }] ne peut pas être cliqué pour l'instant
play-select-no-number = il n'y a pas d'option { $number } ; le menu en a { $count }
play-select-not-in-menu = `{ $wanted }` n'est pas dans le menu : { $labels }
play-select-several = `{ $wanted }` peut désigner plusieurs options : { $labels }

## Classements

leaderboard-week = Cette semaine
leaderboard-week-empty = Aucun résultat ces 7 derniers jours.
leaderboard-today = Grille du jour
leaderboard-today-empty = Personne n'a encore joué la grille du jour.

## Casse-têtes

hints-unranked = 💡 { $hints ->
    [one] Un indice utilisé
   *[other] { $hints } indices utilisés
} : cette partie compte dans /stats, pas au classement.
puzzle-hint = 💡 Indice
puzzle-undo = ↩ Annuler
puzzle-give-up = Abandonner
menu-previous = ◀ Précédent
menu-next = Suivant ▶
puzzle-refuse-nothing-to-undo = Il n'y a aucun coup à annuler.
puzzle-refuse-over = Cette partie est terminée. Lance-en une nouvelle avec sa commande.
puzzle-refuse-finish-first = Tu as déjà une partie ouverte ici. Termine-la, ou appuie sur Abandonner, avant d'en commencer une autre.

## Noms des commandes, options et choix, tels que Discord les montre

# Noms localisés (fr) des commandes communes de Parlor, de leurs options et des choix
# communs. Les noms doivent correspondre au texte des catalogues (/solde, /quotidien,
# /donner, /classement, /stats, /aide, /config).

## Commandes
name-poker = poker
name-balance = solde
name-daily = quotidien
name-give = donner
name-leaderboard = classement
name-season = saison
name-stats = stats
name-achievements = succès
name-profile = profil
name-audit = audit
name-help = aide
name-config = config
name-config-show = afficher
name-config-economy = économie
name-config-gifts = dons
name-config-currency = monnaie
name-config-channels = salons
name-config-games = jeux
name-config-season = saisons
name-config-log = journal
name-config-display = affichage

## Options
name-opt-balance-user = membre
name-opt-give-user = membre
name-opt-give-amount = montant
name-opt-leaderboard-board = tableau
name-opt-leaderboard-period = période
name-opt-stats-user = membre
name-opt-achievements-user = membre
name-opt-profile-user = membre
name-opt-audit-user = membre
name-opt-help-game = jeu

## Options de /config (une par réglage du serveur)
name-opt-config-economy-starting_chips = jetons_de_départ
name-opt-config-economy-daily_amount = montant_quotidien
name-opt-config-economy-daily_streak_bonus = bonus_de_série
name-opt-config-economy-daily_streak_max = jours_max_de_série
name-opt-config-gifts-give_daily_cap = plafond_de_dons
name-opt-config-gifts-give_min_account_days = dons_ancienneté_compte
name-opt-config-gifts-give_min_games = dons_parties_minimum
name-opt-config-gifts-give_receive_daily_cap = plafond_de_dons_reçus
name-opt-config-log-log_channel = salon_journal
name-opt-config-log-log_posts = journal_actif
name-opt-config-log-log_gift_over = seuil_journal_dons
name-opt-config-games-idle_timeout_minutes = délai_inactivité
name-opt-config-display-language = langue
name-opt-config-display-card_style = style_des_cartes
name-opt-config-season-season = saisons
name-opt-config-season-announce_channel = salon_annonces
name-opt-config-currency-currency_name = nom_monnaie
name-opt-config-currency-currency_emoji = emoji_monnaie
name-opt-config-currency-currency_one = monnaie_singulier
name-opt-config-currency-currency_few = monnaie_few
name-opt-config-currency-currency_many = monnaie_many
name-opt-config-currency-currency_other = monnaie_pluriel
name-opt-config-channels-allow = autoriser
name-opt-config-channels-remove = retirer
name-opt-config-games-disable = désactiver
name-opt-config-games-enable = réactiver

## Choix communs
choice-on = activé
choice-off = désactivé
choice-language-auto = auto (langue du serveur sur Discord)
choice-language-en = English
choice-language-fr = Français
choice-language-pl = Polski
choice-card_style-emoji = emoji (dans le texte)
choice-card_style-pictures = images (une par plateau)
choice-card_style-text = texte
choice-season-weekly = hebdomadaires
choice-season-monthly = mensuelles
choice-period-season = cette saison
choice-period-all = depuis toujours

## Succès

achievements-heading = 🏆 { $unlocked } sur { $total } débloqués
achievements-yours = Tes succès ici.
achievements-theirs = Les succès de { $member } ici.
achievements-rarity = À côté de chacun : la part des joueurs d'ici qui l'ont.
achievements-economy = Jetons
achievement-unlocked-by = { $member } a débloqué :
achievement-unlocked = 🏆 **{ $name } !** { $badge } { $about }
achievement-first-daily = Debout là-dedans
achievement-first-daily-about = Récupère ton /quotidien.
achievement-streak-7 = Sur ta lancée
achievement-streak-7-about = Récupère ton /quotidien 7 jours de suite.
achievement-streak-30 = Fidèle
achievement-streak-30-about = Récupère ton /quotidien 30 jours de suite.
achievement-streak-100 = Pilier du serveur
achievement-streak-100-about = Récupère ton /quotidien 100 jours de suite.
achievement-first-gift = Générosité
achievement-first-gift-about = Donne des jetons à un autre membre.
achievement-chips-10k = Poids lourd
achievement-chips-10k-about = Atteins 10 000 jetons.
achievement-chips-100k = Baleine
achievement-chips-100k-about = Atteins 100 000 jetons.

## Saisons

season-month = { $month ->
    [1] janvier
    [2] février
    [3] mars
    [4] avril
    [5] mai
    [6] juin
    [7] juillet
    [8] août
    [9] septembre
    [10] octobre
    [11] novembre
   *[12] décembre
} { $year }
season-week = semaine { $week } de { $year }
season-title = 🏁 Saison · { $season }
season-ends = Se termine { $ends }. Classement aux jetons nets gagnés en jeu (hors dons et jetons quotidiens).
season-empty = Personne n'a encore gagné ni perdu de jetons en jeu cette saison.
season-yours = Ta place
season-not-played = Tu n'as pas encore joué de partie cette saison.
season-past = Saisons passées
season-none-past = Aucune saison ne s'est encore terminée sur ce serveur.
season-no-winner = pas de gagnant
season-off = Les saisons sont désactivées sur ce serveur. Un gestionnaire peut les activer avec /config saisons saisons:mensuelles ou saisons:hebdomadaires.
season-ended = 🏁 La saison **{ $season }** est terminée ! { $winners }. Une nouvelle saison commence : /saison.
season-ended-no-winner = 🏁 La saison **{ $season }** est terminée, sans aucun jeton gagné en jeu. Une nouvelle saison commence : /saison.

## Carte de profil

profile-title = Profil · { $name }
profile-subtitle = { $count ->
    [one] { $amount } partie jouée ici
   *[other] { $amount } parties jouées ici
}
profile-chips = Jetons
profile-rank = Rang
profile-rank-value = #{ $rank } sur { $members }
profile-none = —
profile-season = Saison · { $season }
profile-season-place = #{ $place }
profile-season-off = Saisons
profile-off = désactivées
profile-streak = Série quotidienne
profile-streak-days = { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}
profile-achievements = Succès · { $unlocked } sur { $total }
profile-no-badges = Aucun pour l'instant : voir /succès.
profile-chart = Solde des { $days } derniers jours
profile-figure = { $label } : { $value }
profile-alt = Carte de profil de { $name } : { $figures }
profile-chart-range = { $low } – { $high }

leaderboard-title-season = { $title } · { $season }
leaderboard-empty-season = Personne n'a encore gagné ni perdu de jetons en jeu cette saison.
leaderboard-season-net = Jetons nets gagnés en jeu cette saison.
leaderboard-footer-no-season = Page { $page } sur { $pages } · Tu n'as pas encore joué cette saison

## Partager

share-button = Partager
share-by = { $member } partage :
refuse-share-not-over = Termine d'abord la partie : le bouton Partager publie le résultat d'une partie terminée.
refuse-already-shared = Le résultat de cette partie est déjà partagé.
refuse-not-your-share = Seul le membre qui a joué cette partie peut la partager.
refuse-nothing-to-share = Cette partie n'a pas de résultat à partager pour toi : elle s'est fermée avant d'être jouée jusqu'au bout.

## Jeu responsable : /autoexclusion et /limites
cmd-selfexclude = Arrête de miser pour un temps (1j à 1a, ou toujours), sur tous les serveurs. Demande confirmation.
opt-selfexclude-for = Combien de temps : 1j, 7j, 30j, 1a (jours, semaines, mois, années) ou toujours
opt-selfexclude-user = Pour les gestionnaires : empêcher ce membre de miser sur ce serveur
cmd-limits = Consulte ou fixe ici tes propres limites de jetons misés et perdus sur 24 heures.
opt-limits-stake = Maximum de jetons que tu peux miser en 24 heures
opt-limits-loss = Maximum de jetons que tu peux perdre en 24 heures (pertes nettes)
opt-limits-remove = Retirer une limite (effectif après 24 heures, comme toute hausse)
choice-remove-stake = la limite de mises
choice-remove-loss = la limite de pertes
choice-remove-both = les deux limites
help-selfexclude = Arrête de miser : les jeux avec mise te sont fermés jusqu'à la date choisie, sur tous les serveurs, et les dons s'arrêtent dans les deux sens. Les jeux sans mise restent ouverts. Personne ne peut y mettre fin plus tôt.
help-limits = Tes propres limites ici, pour les jetons misés et les pertes nettes en 24 heures : une limite plus basse s'applique tout de suite, une plus haute après 24 heures. Sans option : tes limites et ce que tu en as utilisé ces dernières 24 heures.
exclusion-title = Faire une pause
exclusion-until = jusqu'au { $when }
exclusion-for-good = pour toujours
exclusion-confirm-own = Arrêter de miser { $ends } ? Tous les jeux avec mise te seront fermés, sur tous les serveurs où Parlor est présent, et les dons que tu fais ou reçois s'arrêteront aussi. Les jeux sans mise restent ouverts. Personne ne pourra y mettre fin plus tôt, pas même toi.
exclusion-confirm-member = Empêcher { $member } de miser sur ce serveur { $ends } ? Les jeux avec mise lui seront fermés ici, et ce membre ne pourra plus faire ni recevoir de dons. Personne ne pourra y mettre fin plus tôt.
exclusion-confirm-button = Confirmer
exclusion-cancel-button = Annuler
exclusion-cancelled = Rien n'a changé.
exclusion-already = Tu as déjà arrêté de miser { $ends }. Rien n'a changé.
exclusion-done-own = C'est fait : tu as arrêté de miser { $ends }, sur tous les serveurs. Les jeux sans mise restent ouverts. Prends soin de toi.
exclusion-done-member = C'est fait : les mises de { $member } sont bloquées sur ce serveur { $ends }.
limits-title = Tes limites ici
limits-saved = C'est enregistré. Une limite plus basse s'applique tout de suite, une plus haute dans 24 heures.
limits-stake = Limite de mises : { $cap } en 24 heures · misé { $used } · reste { $left }
limits-loss = Limite de pertes : { $cap } en 24 heures · perdu { $used } · reste { $left }
limits-stake-none = Limite de mises : aucune
limits-loss-none = Limite de pertes : aucune
limits-no-limit = aucune
limits-waiting = À partir du { $when } : nouvelles limites (mises : { $stake } ; pertes : { $loss }).
limits-excluded-own = Tu as arrêté de miser { $ends }, sur tous les serveurs.
limits-excluded-server = Les gestionnaires de ce serveur ont bloqué tes mises ici { $ends }.
limits-how = Fixe-les avec /limites mises: ou pertes:, et retire-en une avec retirer:. Une limite plus basse s'applique tout de suite, une plus haute après { $hours } heures. Pour faire une pause : /autoexclusion.
profile-excluded = Visible uniquement par toi : tu as arrêté de miser { $ends }.
profile-excluded-server = Visible uniquement par toi : les gestionnaires de ce serveur ont bloqué tes mises ici { $ends }.
refuse-give-excluded = Tu as arrêté de miser { $ends }, et les dons s'arrêtent aussi : tu pourras de nouveau donner des jetons quand ce sera fini.
profile-limits = Visible uniquement par toi : tes limites ici, sur 24 heures (mises : { $stake } ; pertes : { $loss }).
refuse-excluded-own = Tu as arrêté de miser { $ends } : les jeux avec mise te sont donc fermés. Les jeux sans mise restent ouverts.
refuse-excluded-server = Les gestionnaires de ce serveur ont bloqué tes mises ici { $ends }. Les jeux sans mise restent ouverts.
refuse-past-stake-limit = Cela dépasse ta limite de mises sur 24 heures ({ $cap }) : il te reste { $left } pour l'instant.
refuse-past-loss-limit = Cela pourrait dépasser ta limite de pertes sur 24 heures ({ $cap }) : tu peux encore miser { $left } pour l'instant.
refuse-takes-no-gifts = { $member } ne peut pas recevoir de dons pour le moment.
refuse-bad-span = « { $given } » n'est pas une durée que Parlor comprend. Indique une durée de 1j à 1a, par exemple 1j, 7j, 30j ou 1a, ou bien toujours.
refuse-exclude-others = Seuls les gestionnaires du serveur peuvent empêcher un autre membre de miser.
refuse-not-your-confirm = Ce bouton n'est pas pour toi.
refuse-confirm-expired = Cette question date de plus de { $minutes } minutes : relance /autoexclusion.
refuse-bad-limit = Une limite est un nombre entier de 1 à { $max }.
name-selfexclude = autoexclusion
name-opt-selfexclude-for = durée
name-opt-selfexclude-user = membre
name-limits = limites
name-opt-limits-stake = mises
name-opt-limits-loss = pertes
name-opt-limits-remove = retirer

## Le style images : chaque plateau dessiné en une image, avec un texte alternatif qui la lit.
config-pictures-off = Les images demandent l'adresse publique de Parlor (`base_url` sous `[pictures]` dans sa configuration) : tant qu'elle manque, les plateaux s'affichent en emoji.
pic-card = { $rank } de { $suit }
pic-rank-2 = deux
pic-rank-3 = trois
pic-rank-4 = quatre
pic-rank-5 = cinq
pic-rank-6 = six
pic-rank-7 = sept
pic-rank-8 = huit
pic-rank-9 = neuf
pic-rank-t = dix
pic-rank-j = valet
pic-rank-q = dame
pic-rank-k = roi
pic-rank-a = as
pic-suit-s = pique
pic-suit-h = cœur
pic-suit-d = carreau
pic-suit-c = trèfle
pic-c_back = carte face cachée
pic-run = { $count } × { $name }
pic-row = { $caption } : { $tiles }
pic-grid-row = Ligne { $row }
