# Polski katalog samotnika: jego polecenia, plansza i odmowy. Wspólny katalog to
# src/locale/locales/pl.ftl.

help-solitaire-play = Samotnik na planszy angielskiej (33 otwory) lub francuskiej (37 otworów): przeskakuj pionki, aż zostanie jeden. Dzięki menu każdy ruch to dwa kliknięcia; Podpowiedź mówi, czy wciąż możesz wygrać.
help-solitaire-move = Wpisz ruch w samotniku zamiast klikać: /samotnik ruch z:d2 na:d4.
cmd-solitaire = Samotnik: przeskakuj pionki, aż zostanie jeden.
cmd-solitaire-play = Zacznij grę w samotnika (albo wróć do swojej planszy).
opt-solitaire-play-board = angielska (33 otwory, domyślna) lub francuska (37 otworów)
cmd-solitaire-move = Wykonaj ruch na swojej planszy samotnika, wpisując go.
opt-solitaire-move-from = Pionek do przesunięcia, np. d2
opt-solitaire-move-to = Pusty otwór, do którego skacze, np. d4
sol-refuse-no-game = Nie masz otwartej planszy samotnika na tym kanale. Zacznij grę komendą /samotnik graj.
sol-refuse-bad-move = „{ $text }” to nie jest ruch. Podaj dwa otwory, np. /samotnik ruch z:d2 na:d4.
sol-refuse-not-a-hole = { $cell } nie jest otworem na tej planszy.
sol-refuse-no-peg = Na { $cell } nie ma pionka do przesunięcia.
sol-refuse-occupied = Na { $cell } już stoi pionek: pionek może wylądować tylko w pustym otworze.
sol-refuse-not-a-jump = Ruch z { $from } na { $to } to nie skok: pionek przeskakuje sąsiedni pionek w linii prostej, o dwa otwory dalej.
sol-refuse-nothing-to-jump = Obok { $cell } nie ma pionka do przeskoczenia.
sol-refuse-bad-position = Nie da się odczytać tej pozycji.
kind-solitaire = Samotnik
sol-title = 🔵 Samotnik · { $board }
sol-board-english = Plansza angielska
sol-board-french = Plansza francuska
board-solitaire-french = Samotnik, plansza francuska
sol-status = Pozostałe pionki: **{ $pegs }** · ruchy: { $moves } · cofnięcia: { $undos }
sol-winnable = ✅ Tę pozycję wciąż da się wygrać (zostanie jeden pionek).
sol-not-winnable = ❌ Tej pozycji nie da się już wygrać: najmniejsza liczba pionków, jaką możesz jeszcze osiągnąć, to **{ $best }**.
sol-hint-win = 💡 **{ $mv }** pozwala wciąż skończyć z jednym pionkiem.
sol-hint-best = 💡 **{ $mv }** pozwala wciąż skończyć z { $best ->
        [one] { $best } pionkiem
        [few] { $best } pionkami
        [many] { $best } pionkami
       *[other] { $best } pionka
    }.
sol-hint-none = 💡 Nie ma już żadnego ruchu.
sol-choose-move = Wybierz ruch ({ $count ->
        [one] { $count } możliwy
        [few] { $count } możliwe
        [many] { $count } możliwych
       *[other] { $count } możliwego
    })
sol-choose-peg = Wybierz pionek do przesunięcia ({ $count ->
        [one] { $count } może się ruszyć
        [few] { $count } mogą się ruszyć
        [many] { $count } może się ruszyć
       *[other] { $count } może się ruszyć
    })
sol-back = Wybierz inny pionek
sol-restart = Od nowa
sol-won-centre = 🏆 **Wygrana, a ostatni pionek stoi na środku: elegancki finał!**
sol-won = 🎉 **Wygrana: został jeden pionek.**
sol-stuck = Nie ma już żadnego ruchu: { $pegs ->
        [one] został { $pegs } pionek.
        [few] zostały { $pegs } pionki.
        [many] zostało { $pegs } pionków.
       *[other] zostało { $pegs } pionka.
    }
sol-gave-up = Gra zakończona poddaniem; { $pegs ->
        [one] został { $pegs } pionek.
        [few] zostały { $pegs } pionki.
        [many] zostało { $pegs } pionków.
       *[other] zostało { $pegs } pionka.
    }
sol-expired = Gra zamknięta po dłuższym czasie bez ruchu; { $pegs ->
        [one] został { $pegs } pionek.
        [few] zostały { $pegs } pionki.
        [many] zostało { $pegs } pionków.
       *[other] zostało { $pegs } pionka.
    }
sol-time = Czas: { $time }
sol-stats = Gry: { $games } · wygrane: { $wins } · najlepszy wynik: { $best } · średnio pozostałych pionków: { $average }
sol-entry = { $pegs ->
        [one] { $pegs } pionek
        [few] { $pegs } pionki
        [many] { $pegs } pionków
       *[other] { $pegs } pionka
    }{ $centre ->
        [yes] {" "}(środek)
       *[no] {""}
    } · { $undos ->
        [one] { $undos } cofnięcie
        [few] { $undos } cofnięcia
        [many] { $undos } cofnięć
       *[other] { $undos } cofnięcia
    } · { $time } · { $board }

## Jak grać (/pomoc gra)

sol-rules =
    🔵 **Samotnik** · `/samotnik graj`
    Przeskakuj pionki, aż zostanie tylko jeden.

    🟦 **Plansza**
    • Angielska (domyślna): 33 otwory ułożone w krzyż. Francuska (opcja `plansza`, wybór „francuska”): 37 otworów, krzyż plus b2, f2, b6 i f6.
    • W każdym otworze stoi pionek 🔵, poza środkowym, d4 ⚪.
    • Kolumny od a do g biegną od lewej do prawej, rzędy od 1 do 7 od góry.

    ▶️ **Ruch**
    • Pionek przeskakuje sąsiedni pionek w górę, w dół, w lewo lub w prawo (nigdy po skosie) i ląduje w pustym otworze tuż za nim. Przeskoczony pionek znika z planszy.
    • Wybierz ruch z menu, np. `d2 → d4`; gdy ruchów jest dużo, najpierw wybierz pionek, potem jego skok. Możesz też go wpisać: `/samotnik ruch z:d2 na:d4`.
    • ↩ **Cofnij** cofa jeden ruch (cofnięcia są liczone). **Od nowa** ustawia planszę od początku i zeruje cofnięcia oraz zegar (wykorzystane już podpowiedzi nadal się liczą). **Poddaj się** kończy grę.
    • 💡 **Podpowiedź** mówi, czy pozycję da się jeszcze wygrać (albo z iloma najmniej pionkami możesz jeszcze skończyć), i zaznacza dobry ruch: 🟡 pionek, ⭕ otwór, w którym wyląduje.

    🏁 **Koniec**
    • Został jeden pionek: wygrywasz! Ostatni pionek na środku to elegancki finał.
    • Nie ma już żadnego skoku: gra się kończy, a im mniej pionków zostało, tym lepiej.
    • Na planszy francuskiej z tego ustawienia nie da się skończyć z jednym pionkiem: najlepszy możliwy wynik to 2 pionki.
    • Plansza czeka na ciebie, ile tylko zechcesz, ale zegar liczy czas od początku gry.

    🏆 Ranking samotnika układa gry według najmniejszej liczby pozostałych pionków, potem najmniejszej liczby cofnięć, a potem najkrótszego czasu. Gra z użyciem podpowiedzi wlicza się do statystyk (`/statystyki`), ale nie do rankingu.

## Nazwy komend, opcji i wyborów, tak jak pokazuje je Discord

# Samotnik: zlokalizowane nazwy (pl). Tekst mówi /samotnik graj oraz
# /samotnik ruch z:d2 na:d4.
name-solitaire = samotnik
name-solitaire-play = graj
name-opt-solitaire-play-board = plansza
choice-solitaire-play-board-english = angielska (33 otwory)
choice-solitaire-play-board-french = francuska (37 otworów)
name-solitaire-move = ruch
name-opt-solitaire-move-from = z
name-opt-solitaire-move-to = na

## Osiągnięcia
achievement-solitaire-solved = Jeden pionek
achievement-solitaire-solved-about = Wygraj w samotnika bez podpowiedzi.
achievement-solitaire-centre = W sam środek
achievement-solitaire-centre-about = Wygraj z ostatnim pionkiem na środku planszy.
achievement-solitaire-no-undo = Bez cofania
achievement-solitaire-no-undo-about = Wygraj bez cofania ruchów.
achievement-solitaire-french = Po francusku
achievement-solitaire-french-about = Zakończ planszę francuską z dwoma pionkami, najlepszym możliwym wynikiem.

## Udostępnianie

sol-share-title = 📌 Samotnik · { $board }
sol-share-line = { $pegs ->
    [one] **został 1 pionek**
    [few] **zostały { $pegs } pionki**
   *[other] **zostało { $pegs } pionków**
} · { $hints ->
    [0] bez podpowiedzi
    [one] 1 podpowiedź
   *[other] { $hints } podpowiedzi
}

## Plansza w stylu obrazków
pic-sol_peg = pionek
pic-sol_hole = pusty otwór
pic-sol_from = pionek do przesunięcia
pic-sol_to = otwór docelowy
