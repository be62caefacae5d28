# Le catalogue français du vidéo poker : ses commandes, son tableau et ses refus. Le
# catalogue commun est src/locale/locales/fr.ftl.

kind-video-poker = Vidéo poker
help-poker-video = Vidéo poker, mise de 1 à 5 jetons. Distribue, clique sur les cartes pour les garder, tire, et encaisse selon la table des gains.
cmd-poker-video = Vidéo poker : mise de 1 à 5 jetons, garde les cartes qui te plaisent, un seul tirage.
opt-poker-video-bet = Jetons par main, de 1 à 5
vp-title = Vidéo poker · { $table }
vp-table-jacks-9-6 = Valets ou mieux 9/6
vp-table-classic = Classique
vp-table-custom = Table personnalisée
vp-footer = Mise { $bet } · Solde { $balance }
vp-pay-table = Table des gains
vp-pay-hand = Main
vp-choose-bet = Choisis ta mise (de { $min } à { $max }) et distribue. { $rule }.
vp-pair-rule = Paires payantes : { $pair } ou mieux
vp-pair-rule-aces = Seule une paire d'as paie
vp-pair-label = { $pair } ou mieux
vp-pair-label-aces = Paire d'as
vp-held-mark = GARDÉE
vp-hold-label = Garder
vp-hold-hint = Clique sur les cartes à garder, puis tire. Si tu n'en gardes aucune, le tirage remplace les 5.
vp-held = { $kept ->
    [one] Gardée
   *[other] Gardées
} : { $cards } · le tirage remplace { $replaced ->
    [one] { $replaced } carte
   *[other] { $replaced } cartes
}
vp-held-label = { $card } GARDÉE
vp-stand-pat = Servi
vp-draw = Tirer
vp-deal = Distribuer ({ $stake })
vp-deal-again = Nouvelle donne ({ $stake })
vp-bet-down = Mise −
vp-bet-up = Mise +
vp-bet-typed = Mise…
vp-bet-form-title = Ta mise
vp-bet-form-label = Jetons à miser, de { $min } à { $max }
vp-leave = Quitter
vp-low-balance = { $chips ->
    [0] Tu as { $balance } : récupère ton /quotidien, ou demande un /donner, pour rejouer.
   *[other] Tu as { $balance } : baisse la mise, ou récupère ton /quotidien.
}
vp-closed = Machine fermée. Relance avec /poker vidéo.
vp-closed-idle = Machine fermée après { $minutes ->
        [one] { $minutes } minute d'inactivité
       *[other] { $minutes } minutes d'inactivité
    }. Relance avec /poker vidéo.
vp-royal-title = QUINTE FLUSH ROYALE ! { $net }
vp-win-title = { $hand } ! { $net }
vp-push-title = { $hand } : mise remboursée
vp-no-win = Pas de gain
vp-stood = La main est restée telle que distribuée, faute d'action avant le délai d'inactivité.
vp-pays = { $hand } paie { $payout } pour une mise de { $wager } (net : { $net }).
vp-no-pay = { $hand } ne paie pas. La mise de { $wager } est perdue.
vp-stale = Ce bouton n'était plus à jour, donc rien ne s'est passé. Voici la machine dans son état actuel.
vp-closed-notice = Cette machine est fermée. Relance avec /poker vidéo.
vp-timed-out = Cette machine s'est fermée après { $minutes ->
        [one] { $minutes } minute d'inactivité
       *[other] { $minutes } minutes d'inactivité
    }, sans main en cours.
vp-timed-out-paid = Cette machine s'est fermée après { $minutes ->
        [one] { $minutes } minute d'inactivité
       *[other] { $minutes } minutes d'inactivité
    }. La main distribuée est restée telle quelle : { $hand } a payé { $payout }.
vp-timed-out-lost = Cette machine s'est fermée après { $minutes ->
        [one] { $minutes } minute d'inactivité
       *[other] { $minutes } minutes d'inactivité
    }. La main distribuée est restée telle quelle et n'a rien payé : la mise de { $wager } est perdue.
vp-replaced = Ta machine précédente ici était restée inactive et s'est fermée :
vp-stats =
    Mains jouées : { $played }
    Mains gagnantes : { $wins }
    Misé : { $wagered } · Payé : { $paid }
    Gain net en jetons : { $net }
    Meilleure main : { $best }
    Meilleurs choix : { $accuracy } sur { $decisions ->
        [one] { $decisions } tirage analysé
       *[other] { $decisions } tirages analysés
    } · jetons perdus en moyenne à cause des erreurs : { $lost }
vp-hint = 💡 Indice
vp-advice-best = 💡 Meilleur choix : { $cards } · rapporte { $value } par jeton (soit { $chips } pour une mise de { $bet })
vp-advice-yours = Ton choix actuel : { $cards } · rapporte { $value } par jeton
vp-draw-all = rien (changer les cinq)
vp-review-best = ✅ Meilleur choix : { $cards }. Aucun autre choix ne rapporte plus en moyenne.
vp-dealt = Distribuées :
vp-after-draw = Après le tirage :
vp-review-mistake = 🎓 Le meilleur choix était : { $cards } ({ $best } par jeton) ; le tien rapporte { $yours } par jeton. L'erreur t'a coûté en moyenne { $cost } par main.
vp-refuse-hints-off = Les indices sont désactivés pour le vidéo poker sur ce serveur.
vp-refuse-analysis-not-ready = L'analyse des choix est encore en cours de chargement ; réessaie dans quelques secondes.

# Ses réglages de serveur dans /config.
opt-config-games-pay_table = Table des gains du vidéo poker : un nom, ou les gains écrits (800,50,25,9,6,4,3,2,1/jacks)
opt-config-games-video_poker_hints = Si le vidéo poker propose le bouton Indice sur une main distribuée
config-name-pay_table = Table des gains
config-name-video_poker_hints = Indices du vidéo poker
vp-config-pay-table = **{ $table }** ({ $title })
vp-setting-no-such-pay-table = aucune table des gains ne s'appelle `{ $name }` (connues : { $known }), et ce n'est pas une table écrite sous la forme RF,SF,4K,FH,FL,ST,3K,2P,PAIR
vp-setting-bad-pays = une table écrite donne ses neuf gains par jeton à 5 jetons, RF,SF,4K,FH,FL,ST,3K,2P,PAIR, suivis éventuellement de /jacks, /tens… : { $reason }
vp-pays-not-numbers = `{ $pays }` n'est pas une suite de neuf nombres entiers séparés par des virgules
vp-pays-count = elle a { $count ->
    [one] { $count } gain
   *[other] { $count } gains
}, pas neuf
vp-pays-no-such-pair = `{ $pair }` n'est pas un rang comme jacks, tens ou aces
vp-pays-bad-name = un nom de table des gains s'écrit avec 1 à 32 lettres, chiffres, - ou _
vp-pays-bad-min-pair = la plus petite paire payée doit être un rang du 2 à l'as
vp-pays-too-high = un gain de plus de { $max } par jeton n'est pas permis
vp-pays-nothing = une table des gains doit payer au moins une main
vp-setting-low-return = cette table ne rend que { $percent } % en jeu parfait ; la table d'un serveur doit rendre au moins { $min } %
vp-config-open-machines = Une machine déjà ouverte prend la nouvelle table à sa prochaine donne ; une main en cours est payée selon la table avec laquelle elle a été distribuée.
vp-config-return = Retour théorique (jeu parfait)
vp-config-return-values = { $max } % à 5 jetons · { $one } % de 1 à 4 jetons
vp-config-return-generous = Au-dessus de 100 % : les joueurs gagnent des jetons sur la durée.
vp-config-tables = Tables des gains
vp-config-tables-list = { $tables }, ou une table écrite en gains par jeton à 5 jetons, RF,SF,4K,FH,FL,ST,3K,2P,PAIR/paire minimale (800,50,25,9,6,4,3,2,1/jacks)
vp-config-hints = **{ $value }** (le bilan après chaque tirage est toujours affiché)

# Les paires par rang, pour la règle des paires (« Valets ou mieux »).
rank-plural-2 = Deux
rank-plural-3 = Trois
rank-plural-4 = Quatre
rank-plural-5 = Cinq
rank-plural-6 = Six
rank-plural-7 = Sept
rank-plural-8 = Huit
rank-plural-9 = Neuf
rank-plural-10 = Dix
rank-plural-11 = Valets
rank-plural-12 = Dames
rank-plural-13 = Rois
rank-plural-14 = As

vp-refuse-no-such-card = Il n'y a pas de carte { $card } dans cette main.
vp-refuse-hand-in-progress = Termine d'abord la main : choisis les cartes à garder et tire.
vp-refuse-bet-locked = Ce coup n'est pas possible pour l'instant : la mise est bloquée jusqu'au tirage de la main.
vp-refuse-awaiting-draw = Ce coup n'est pas possible pour l'instant : cette main attend encore son tirage.
vp-refuse-no-hand-out = Ce coup n'est pas possible pour l'instant : aucune main n'est en jeu ; distribue d'abord.

## Comment jouer (/aide jeu)

vp-rules =
    🎰 **Vidéo poker** · `/poker vidéo`
    Une main, un tirage : fais la meilleure main de poker possible et encaisse selon la table des gains. Juste toi et la machine.

    ▶️ **Une main**
    • Choisis ta mise, de 1 à 5 jetons, avec **Mise −** / **Mise +**, puis appuie sur **Distribuer**. La mise est retirée de ton solde.
    • Cinq cartes sortent d'un jeu de 52 cartes fraîchement mélangé. Touche les cartes que tu veux garder : elles passent au vert et affichent GARDÉE. Touches-en une de nouveau pour la relâcher.
    • Appuie sur **Tirer** : chaque carte que tu n'as pas gardée est remplacée depuis le même jeu (si tu gardes les cinq, le bouton devient **Servi**). La main finale est payée, puis **Nouvelle donne** ou **Quitter**.
    • 💡 **Indice** (si le serveur l'autorise) montre le meilleur choix de cartes à garder et son gain espéré exact. Après chaque tirage, une ligne te dit si ton choix était le meilleur et ce qu'une erreur t'a coûté.

    💰 **Table des gains : Valets ou mieux 9/6**
    C'est celle par défaut ; un serveur peut en choisir une autre, et la machine affiche toujours la sienne. Gains par jeton misé, mise comprise (1 = mise remboursée) :
    • Quinte flush royale : 250, ou **800 par jeton à 5 jetons (4 000)**
    • Quinte flush : 50
    • Carré : 25
    • Full : 9
    • Couleur : 6
    • Quinte : 4
    • Brelan : 3
    • Double paire : 2
    • Paire de valets ou mieux : 1
    En dessous, la mise est perdue. La quinte flush royale à 4 000 jetons exige la mise de 5 jetons.

    🃏 **Les mains, de la plus forte à la plus faible**
    • Quinte flush royale : A♠ K♠ Q♠ J♠ 10♠
    • Quinte flush, cinq cartes qui se suivent dans la même couleur : 9♥ 8♥ 7♥ 6♥ 5♥
    • Carré : 7♣ 7♦ 7♥ 7♠ K♦
    • Full, un brelan et une paire : Q♠ Q♥ Q♦ 4♣ 4♠
    • Couleur, cinq cartes de la même couleur : A♦ J♦ 8♦ 6♦ 2♦
    • Quinte, cinq cartes qui se suivent : 10♣ 9♦ 8♠ 7♥ 6♣ (l'as est haut, ou bas dans A-2-3-4-5)
    • Brelan : 8♠ 8♥ 8♦ K♣ 3♦
    • Double paire : J♠ J♦ 5♣ 5♥ A♠
    • Paire : K♥ K♣ 9♠ 6♦ 2♣ (en Valets ou mieux, seule une paire de valets ou plus haute paie)
    Les couleurs ne se départagent jamais entre elles.

    ⏱️ Une machine laissée inactive se ferme après le délai du serveur ; une main distribuée reste telle quelle et est payée.
    🏆 Le classement Vidéo poker retient la meilleure main de chaque joueur.

## Noms des commandes, options et choix, tels que Discord les montre

# Vidéo poker : noms localisés (fr). Le texte dit /poker vidéo.
name-poker-video = vidéo
name-opt-poker-video-bet = mise
name-opt-config-games-pay_table = table_des_gains
name-opt-config-games-video_poker_hints = indices_vidéo_poker

## Succès
achievement-video-poker-royal-flush = Quinte flush royale
achievement-video-poker-royal-flush-about = Obtiens une quinte flush royale au vidéo poker.
achievement-video-poker-straight-flush = Quinte flush
achievement-video-poker-straight-flush-about = Obtiens une quinte flush au vidéo poker.
achievement-video-poker-four-of-a-kind = Carré
achievement-video-poker-four-of-a-kind-about = Obtiens un carré au vidéo poker.
achievement-video-poker-full-house = Full
achievement-video-poker-full-house-about = Obtiens un full au vidéo poker.
