# Polski katalog Kaskady: jej polecenia, plansza i odmowy. Wspólny katalog to
# src/locale/locales/pl.ftl.

help-cascade-play = Kaskada (SameGame): usuwaj grupy co najmniej dwóch klocków jednego koloru; grupa n klocków daje (n-2)² punktów, wyczyszczenie planszy dodaje 1000.
help-cascade-daily = Dzisiejsza plansza Kaskady, ta sama dla wszystkich: każdy ma jedną liczoną próbę, jest dzienny ranking, a wynik Parlora służy jako par.
cmd-cascade = Kaskada (SameGame): wyczyść planszę jak najmniejszą liczbą dużych grup.
cmd-cascade-play = Zacznij grę w Kaskadę (albo wróć do swojej planszy).
opt-cascade-play-size = Plansza, np. 10x10 (od 5 do 26 w każdą stronę; domyślnie 10x10)
opt-cascade-play-colours = Liczba kolorów na planszy, od 3 do 5 (domyślnie 4)
cmd-cascade-daily = Dzisiejsza plansza Kaskady, ta sama dla wszystkich: jedna liczona próba.
cas-refuse-bad-size = Plansza ma od { $min } do { $max ->
        [one] { $max } klocka
        [few] { $max } klocków
        [many] { $max } klocków
       *[other] { $max } klocka
    } w każdą stronę; zapisz ją np. jako 10x10 (albo 12 dla 12x12).
cas-refuse-bad-colours = Plansza ma od { $min } do { $max ->
        [one] { $max } koloru.
        [few] { $max } kolorów.
        [many] { $max } kolorów.
       *[other] { $max } koloru.
    }
cas-refuse-off-board = { $cell } leży poza planszą.
cas-refuse-empty = Pole { $cell } jest puste.
cas-refuse-lone = Klocek na polu { $cell } nie ma sąsiada w swoim kolorze: usuwać można tylko grupy co najmniej dwóch klocków.
cas-refuse-board = Nie da się utworzyć takiej planszy.
kind-cascade = Kaskada
cas-title = 🧱 Kaskada · { $width }x{ $height } · { $colours ->
        [one] { $colours } kolor
        [few] { $colours } kolory
        [many] { $colours } kolorów
       *[other] { $colours } koloru
    }
cas-title-daily = 🧱 Kaskada · plansza dnia · { $date }
cas-colour-1 = czerwony
cas-colour-2 = niebieski
cas-colour-3 = zielony
cas-colour-4 = żółty
cas-colour-5 = fioletowy
cas-status = Wynik: **{ $score }** · pozostałe klocki: { $blocks } · ruchy: { $moves } · cofnięcia: { $undos }
cas-par = Par (wynik wyszukiwania Parlora na tej planszy): **{ $par }**
cas-practice = Dzisiejszą liczoną próbę masz już za sobą: ta gra to trening i nie trafi do rankingu.
cas-group = { $square } { $size ->
        [one] { $size } klocek
        [few] { $size } klocki
        [many] { $size } klocków
       *[other] { $size } klocka
    } · +{ $points } · { $cell }
cas-choose = Wybierz grupę do usunięcia ({ $count })
cas-choose-paged = Wybierz grupę ({ $count }, strona { $page } z { $pages })
cas-hint = 💡 Spróbuj usunąć grupę na polu **{ $cell }**: kolor { $colour }, { $size ->
        [one] { $size } klocek
        [few] { $size } klocki
        [many] { $size } klocków
       *[other] { $size } klocka
    } (+{ $points }).
cas-cleared = 🏆 **Plansza wyczyszczona!** Wynik końcowy **{ $score }**, z premią 1000.
cas-no-moves = Nie ma już żadnej grupy co najmniej dwóch klocków. Wynik końcowy **{ $score }** ({ $blocks ->
        [one] został { $blocks } klocek
        [few] zostały { $blocks } klocki
        [many] zostało { $blocks } klocków
       *[other] zostało { $blocks } klocka
    }).
cas-gave-up = Gra zakończona poddaniem. Wynik końcowy **{ $score }**.
cas-expired = Gra zamknięta po dłuższym czasie bez ruchu. Wynik końcowy **{ $score }**.
cas-stats = Gry: { $games } · wyczyszczone: { $cleared } · najlepsza próba dzienna: { $best } · średni wynik: { $average }
cas-entry = { $score ->
        [one] { $score } punkt
        [few] { $score } punkty
        [many] { $score } punktów
       *[other] { $score } punktu
    } · { $board }

## Jak grać (/pomoc gra)

cas-rules =
    🧱 **Kaskada** (SameGame) · `/kaskada graj` · `/kaskada dzienna`
    Wyczyść planszę z kolorowych klocków, usuwając je jak największymi grupami.

    ▶️ **Jak grać**
    • Wybierz grupę z menu (największe na początku, z kolorem, rozmiarem, punktami i polem, np. `c7`). Znika cała grupa: każdy stykający się z nią klocek tego koloru, w górę, w dół, w lewo lub w prawo.
    • Usuwać można tylko grupy co najmniej 2 klocków; samotny klocek zostaje na miejscu.
    • Klocki nad luką spadają w dół, a pusta kolumna znika: kolumny z prawej przesuwają się w lewo.
    • Gra kończy się, gdy nie zostaje żadna grupa co najmniej 2 klocków.
    • ↩ **Cofnij** cofa jedno usunięcie (cofnięcia są liczone), 💡 **Podpowiedź** zaznacza grupę, którą wybrałoby wyszukiwanie Parlora (⬜), **Poddaj się** kończy grę.

    🔢 **Punktacja**
    • Grupa n klocków daje (n − 2)² punktów: 2 klocki → 0, 3 → 1, 4 → 4, 5 → 9, 10 → 64, 20 → 324.
    • Wyczyszczenie całej planszy daje premię **1000**.
    Wskazówka: pozwól, by kolor zebrał się w jedną ogromną grupę, zanim ją usuniesz.

    📅 **Plansze**
    • `/kaskada graj`: swobodna plansza, `rozmiar` od 5x5 do 26x26 (domyślnie 10x10), `kolory` od 3 do 5 (domyślnie 4). Czeka na ciebie. Swobodne plansze wliczają się do statystyk (`/statystyki`), ale nie do rankingu.
    • `/kaskada dzienna`: dzisiejsza plansza (UTC), 10x10 z 4 kolorami, ta sama dla wszystkich, z wynikiem Parlora jako par. Twoja pierwsza dzienna gra danego dnia jest liczoną próbą, od chwili, gdy się zaczyna; każda kolejna to trening. Nieaktywna plansza dzienna zamyka się i zostaje oceniona w obecnym stanie.

    🏆 Ranking Kaskady pokazuje najlepsze dzienne próby wszech czasów, a obok pięć najlepszych dzisiejszych. Liczona próba rozegrana z podpowiedzią wlicza się do statystyk (`/statystyki`), ale nie do rankingu.

## Nazwy komend, opcji i wyborów, tak jak pokazuje je Discord

# Kaskada: zlokalizowane nazwy (pl). Tekst mówi /kaskada graj (rozmiar, kolory) oraz
# /kaskada dzienna.
name-cascade = kaskada
name-cascade-play = graj
name-opt-cascade-play-size = rozmiar
name-opt-cascade-play-colours = kolory
name-cascade-daily = dzienna

## Osiągnięcia
achievement-cascade-daily = Plansza dnia
achievement-cascade-daily-about = Ukończ liczoną próbę na dziennej planszy Kaskady bez podpowiedzi.
achievement-cascade-cleared = Czysta plansza
achievement-cascade-cleared-about = Wyczyść dzienną planszę.
achievement-cascade-cleared-no-undo = Bezbłędnie
achievement-cascade-cleared-no-undo-about = Wyczyść dzienną planszę bez cofania ruchów.
achievement-cascade-beat-par = Lepiej niż par
achievement-cascade-beat-par-about = Pobij par dziennej planszy.

## Udostępnianie

cas-share-title = 🧩 Dzienna Kaskada · { $date }
cas-share-score = **{ $score }** pkt · { $against }
cas-share-par = par { $par } ({ $diff })
cas-share-no-par = tego dnia bez paru
cas-share-cleared = ✨ Plansza wyczyszczona
cas-share-left = { $blocks ->
    [one] został 1 klocek
    [few] zostały { $blocks } klocki
   *[other] zostało { $blocks } klocków
}
cas-share-hints = { $hints ->
    [one] 💡 1 podpowiedź
    [few] 💡 { $hints } podpowiedzi
   *[other] 💡 { $hints } podpowiedzi
}

## Plansza w stylu obrazków
pic-cas_1 = { cas-colour-1 }
pic-cas_2 = { cas-colour-2 }
pic-cas_3 = { cas-colour-3 }
pic-cas_4 = { cas-colour-4 }
pic-cas_5 = { cas-colour-5 }
pic-cas_1m = { cas-colour-1 } (podpowiedź)
pic-cas_2m = { cas-colour-2 } (podpowiedź)
pic-cas_3m = { cas-colour-3 } (podpowiedź)
pic-cas_4m = { cas-colour-4 } (podpowiedź)
pic-cas_5m = { cas-colour-5 } (podpowiedź)
