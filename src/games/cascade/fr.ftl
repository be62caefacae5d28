# Le catalogue français de Cascade : ses commandes, sa grille et ses refus. Le
# catalogue commun est src/locale/locales/fr.ftl.

help-cascade-play = Cascade (SameGame) : retire des groupes d'au moins deux blocs d'une même couleur ; un groupe de n blocs rapporte (n-2)², vider la grille ajoute 1 000.
help-cascade-daily = La grille Cascade du jour, la même pour tous : un essai compté chacun, un classement du jour, et le score de Parlor comme par.
cmd-cascade = Cascade (SameGame) : vide la grille en aussi peu de gros groupes que possible.
cmd-cascade-play = Lance une grille Cascade (ou ramène la tienne).
opt-cascade-play-size = La grille, par ex. 10x10 (de 5 à 26 de chaque côté ; 10x10 par défaut)
opt-cascade-play-colours = Couleurs sur la grille, de 3 à 5 (4 par défaut)
cmd-cascade-daily = La grille Cascade du jour, la même pour tous : un seul essai compté.
cas-refuse-bad-size = Une grille fait de { $min } à { $max ->
        [one] { $max } bloc
       *[other] { $max } blocs
    } de côté, à écrire sous la forme 10x10 (ou 12 pour 12x12).
cas-refuse-bad-colours = Une grille a de { $min } à { $max ->
        [one] { $max } couleur.
       *[other] { $max } couleurs.
    }
cas-refuse-off-board = { $cell } n'est pas sur la grille.
cas-refuse-empty = { $cell } est vide.
cas-refuse-lone = Le bloc en { $cell } n'a aucun voisin de sa couleur : seuls les groupes d'au moins deux blocs peuvent être retirés.
cas-refuse-board = Impossible de créer cette grille.
kind-cascade = Cascade
cas-title = 🧱 Cascade · { $width }x{ $height } · { $colours ->
        [one] { $colours } couleur
       *[other] { $colours } couleurs
    }
cas-title-daily = 🧱 Cascade · grille du jour · { $date }
cas-colour-1 = rouge
cas-colour-2 = bleu
cas-colour-3 = vert
cas-colour-4 = jaune
cas-colour-5 = violet
cas-status = Score : **{ $score }** · blocs restants : { $blocks } · coups : { $moves } · annulations : { $undos }
cas-par = Par (recherche de Parlor sur cette grille) : **{ $par }**
cas-practice = Tu as déjà joué ton essai compté du jour : cette partie est un entraînement et ne compte pas au classement.
cas-group = { $square } { $size ->
        [one] { $size } bloc
       *[other] { $size } blocs
    } · +{ $points } · { $cell }
cas-choose = Choisis un groupe à retirer ({ $count })
cas-choose-paged = Choisis un groupe ({ $count }, page { $page } sur { $pages })
cas-hint = 💡 Essaie le groupe { $colour } de { $size ->
        [one] { $size } bloc
       *[other] { $size } blocs
    } en **{ $cell }** (+{ $points }).
cas-cleared = 🏆 **Grille vidée !** Score final **{ $score }**, avec le bonus de 1 000.
cas-no-moves = Plus aucun groupe de deux. Score final **{ $score }** ({ $blocks ->
        [one] { $blocks } bloc restant
       *[other] { $blocks } blocs restants
    }).
cas-gave-up = Partie abandonnée. Score final **{ $score }**.
cas-expired = Partie fermée faute de coup joué depuis un moment. Score final **{ $score }**.
cas-stats = Parties : { $games } · grilles vidées : { $cleared } · meilleur essai du jour : { $best } · score moyen : { $average }
cas-entry = { $score ->
        [one] { $score } point
       *[other] { $score } points
    } · { $board }

## Comment jouer (/aide jeu)

cas-rules =
    🧱 **Cascade** (SameGame) · `/cascade jouer` · `/cascade du-jour`
    Vide une grille de blocs colorés, en groupes aussi gros que possible.

    ▶️ **Comment jouer**
    • Choisis un groupe dans le menu (les plus gros d'abord, avec sa couleur, sa taille, ses points et une case comme `c7`). Tout le groupe disparaît : chaque bloc de cette couleur qui le touche, en haut, en bas, à gauche ou à droite.
    • Seuls les groupes d'au moins 2 blocs peuvent être retirés ; un bloc isolé reste en place.
    • Les blocs au-dessus d'un vide tombent, et une colonne vide se referme : les colonnes à sa droite glissent vers la gauche.
    • La partie se termine quand il ne reste plus aucun groupe de 2.
    • ↩ **Annuler** reprend un retrait (les annulations sont comptées), 💡 **Indice** marque le groupe que choisirait la recherche de Parlor (⬜), **Abandonner** met fin à la partie.

    🔢 **Score**
    • Un groupe de n blocs rapporte (n − 2)² : 2 blocs → 0, 3 → 1, 4 → 4, 5 → 9, 10 → 64, 20 → 324.
    • Vider toute la grille rapporte **1 000** de plus.
    Astuce : laisse une couleur se rassembler en un énorme groupe avant de la prendre.

    📅 **Grilles**
    • `/cascade jouer` : une grille libre, `taille` de 5x5 à 26x26 (10x10 par défaut), `couleurs` de 3 à 5 (4 par défaut). Elle t'attend. Les grilles libres comptent dans `/stats`, pas au classement.
    • `/cascade du-jour` : la grille du jour (UTC), 10x10 avec 4 couleurs, la même pour tous, avec le score de Parlor comme par. Ta première partie du jour est ton essai compté, dès qu'elle commence ; les suivantes sont de l'entraînement. Une grille du jour laissée inactive se ferme et est comptée telle quelle.

    🏆 Le classement de Cascade range les meilleurs essais du jour de tous les temps, avec les cinq meilleurs d'aujourd'hui à côté. Un essai compté joué avec Indice compte dans `/stats` mais pas au classement.

## Noms des commandes, options et choix, tels que Discord les montre

# Cascade : noms localisés (fr). Le texte dit /cascade jouer (taille, couleurs) et
# /cascade du-jour.
name-cascade = cascade
name-cascade-play = jouer
name-opt-cascade-play-size = taille
name-opt-cascade-play-colours = couleurs
name-cascade-daily = du-jour

## Succès
achievement-cascade-daily = Grille du jour
achievement-cascade-daily-about = Termine ton essai compté sur la grille Cascade du jour, sans indice.
achievement-cascade-cleared = Table rase
achievement-cascade-cleared-about = Vide la grille du jour.
achievement-cascade-cleared-no-undo = Sans faute
achievement-cascade-cleared-no-undo-about = Vide la grille du jour sans annuler de coup.
achievement-cascade-beat-par = Mieux que le par
achievement-cascade-beat-par-about = Bats le par de la grille du jour.

## Partager

cas-share-title = 🧩 Cascade du jour · { $date }
cas-share-score = **{ $score }** points · { $against }
cas-share-par = par { $par } ({ $diff })
cas-share-no-par = pas de par ce jour-là
cas-share-cleared = ✨ Grille vidée
cas-share-left = { $blocks ->
    [one] 1 bloc restant
   *[other] { $blocks } blocs restants
}
cas-share-hints = { $hints ->
    [one] 💡 1 indice
   *[other] 💡 { $hints } indices
}

## Le plateau dans le style images
pic-cas_1 = { cas-colour-1 }
pic-cas_2 = { cas-colour-2 }
pic-cas_3 = { cas-colour-3 }
pic-cas_4 = { cas-colour-4 }
pic-cas_5 = { cas-colour-5 }
pic-cas_1m = { cas-colour-1 } (conseillé)
pic-cas_2m = { cas-colour-2 } (conseillé)
pic-cas_3m = { cas-colour-3 } (conseillé)
pic-cas_4m = { cas-colour-4 } (conseillé)
pic-cas_5m = { cas-colour-5 } (conseillé)
