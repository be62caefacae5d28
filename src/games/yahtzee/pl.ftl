# Polski katalog Yahtzee: jego komendy, plansza i odmowy. Wspólny katalog to
# src/locale/locales/pl.ftl.

kind-yahtzee = Yahtzee
help-yahtzee-solo = Yahtzee w pojedynkę: 13 tur, do 3 rzutów w każdej, przycisk Podpowiedź i trener, który porównuje twoje decyzje ze strategią optymalną.
help-yahtzee-computer = Yahtzee przeciwko komputerowi na poziomie amatora albo eksperta (ekspert gra strategią optymalną).
help-yahtzee-table = Stół do Yahtzee dla kanału: od 2 do 6 miejsc, komputery mogą zająć miejsca, opcjonalna stawka od gracza; pulę zgarnia najwyżej sklasyfikowany gracz.
cmd-yahtzee = Yahtzee: solo, przeciwko komputerowi albo stół dla kanału.
cmd-yahtzee-solo = Graj w Yahtzee w pojedynkę, z podpowiedziami i trenerem.
cmd-yahtzee-computer = Graj w Yahtzee przeciwko komputerowi.
opt-yahtzee-computer-level = amator albo ekspert (gra optymalna)
cmd-yahtzee-table = Otwórz na tym kanale stół do Yahtzee dla 2–6 graczy.
opt-yahtzee-table-stake = Żetony, które każdy gracz wpłaca na start; zgarnia je najwyżej sklasyfikowany gracz
yz-title-solo = 🎲 Yahtzee
yz-title-computer = 🎲 Yahtzee · przeciwko komputerowi
yz-title-table = 🎲 Stół do Yahtzee
yz-turn = ▶ { $who } · tura { $turn } z 13 · { $roll ->
    [0] jeszcze bez rzutu
    [one] rzut { $roll } z 3
    [few] rzut { $roll } z 3
    [many] rzut { $roll } z 3
   *[other] rzut { $roll } z 3
    }
yz-your-turn = { $who }, twoja kolej.
yz-keep-label = Zatrzymaj
yz-kept-label = 🔒 Zatrzymana
yz-roll = { $left ->
    [3] Rzuć kośćmi
    [one] Rzuć ponownie (został { $left } rzut)
    [few] Rzuć ponownie (zostały { $left } rzuty)
    [many] Rzuć ponownie (zostało { $left } rzutów)
   *[other] Rzuć ponownie (zostało { $left } rzutu)
    }
yz-hint = 💡 Podpowiedź
yz-score = Wpisz
yz-choose-box = Wpisz te kości do rubryki…
yz-box-option = { $name }: { $points }
yz-box-bonus = plus premia za Yahtzee: { $bonus }
yz-log = Co zrobił komputer
yz-log-roll = { $dice }, zatrzymane { $kept }
yz-log-computer = 🤖 { $who }: { $steps }
yz-log-timed-out = ⏱ Czas gracza { $who } minął, więc turę rozegrał komputer: { $steps }
yz-log-fill = { $dice } do rubryki { $name } za { $points }
yz-standing = { $place }. { $who }: **{ $total }**{ $out }
yz-trainer-title = Trener · { $who }
yz-trainer = Decyzje równie dobre jak eksperta: **{ $accuracy }** z { $decisions } · oczekiwana strata punktów: **{ $lost }**
yz-trainer-worst = Najdroższy błąd: tura { $turn }, { $chosen }; ekspert wybrałby { $expert } (−{ $lost })
yz-choice-keep = zatrzymanie { $dice }
yz-choice-reroll = przerzut wszystkich pięciu kości
yz-choice-fill = wpis do rubryki { $name }
yz-hint-title = Najlepsze wybory przy { $dice } po rzucie { $roll } (oczekiwany wynik końcowy):
yz-hint-line = { $n }. { $choice } → { $expected }
yz-hint-none = W tej chwili brak podpowiedzi: poproś ponownie w swojej turze.
yz-stats = Gry: { $games } · wygrane: { $wins } · średnia: { $average } · najlepszy wynik: { $best }
    Premia (część górna): { $bonus } · Yahtzee: { $yahtzees } · trafność: { $accuracy }
yz-board-entry = { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
    }
yz-refuse-no-rolls = W tej turze nie masz już rzutów: wybierz rubrykę.
yz-refuse-all-kept = Wszystkie kości są zatrzymane: zwolnij jedną, żeby nią rzucić, albo wybierz rubrykę.
yz-refuse-roll-first = Najpierw rzuć kośćmi.
yz-refuse-no-such-die = Kości jest pięć.
yz-refuse-box = Rubryka { $name } nie przyjmie tych kości (jest już wypełniona albo zasada jokera kieruje Yahtzee gdzie indziej).
yz-refuse-hints-off = Na tym serwerze podpowiedzi są wyłączone przy stołach ze stawką.
yz-refuse-expert-not-ready = Ekspert jeszcze się rozgrzewa; spróbuj za chwilę.
yz-refuse-stake-only-tables = Stawkę przyjmuje tylko /yahtzee stół.
## Wiersze tabeli wyników: najwyżej 3 znaki

yz-abbr-1s = 1
yz-abbr-2s = 2
yz-abbr-3s = 3
yz-abbr-4s = 4
yz-abbr-5s = 5
yz-abbr-6s = 6
yz-abbr-upper = Σ↑
yz-abbr-bonus = +35
yz-abbr-3k = 3J
yz-abbr-4k = 4J
yz-abbr-fh = Ful
yz-abbr-ss = MS
yz-abbr-ls = DS
yz-abbr-yz = Yz
yz-abbr-ch = Sz
yz-abbr-yb = PY
yz-abbr-total = Σ
yz-bonus-needs = (n) przy +35: ile punktów brakuje jeszcze części górnej do { $at } i premii.

yz-box-1s = Jedynki
yz-box-2s = Dwójki
yz-box-3s = Trójki
yz-box-4s = Czwórki
yz-box-5s = Piątki
yz-box-6s = Szóstki
yz-box-3k = Trzy jednakowe
yz-box-4k = Cztery jednakowe
yz-box-fh = Full
yz-box-ss = Mały strit
yz-box-ls = Duży strit
yz-box-yz = Yahtzee
yz-box-ch = Szansa

# Ustawienia serwera w /konfiguracja.
opt-config-games-yahtzee_hints_at_stakes = Czy stoły Yahtzee ze stawką oferują przycisk Podpowiedź
config-name-yahtzee_hints_at_stakes = Podpowiedzi w Yahtzee przy stołach ze stawką

## Jak grać (/pomoc gra)

yz-rules =
    🎲 **Yahtzee** · 13 tur, pięć kości, wygrywa najwyższa suma
    • `/yahtzee solo`: w pojedynkę.
    • `/yahtzee komputer`: przeciwko komputerowi na poziomie amatora albo eksperta.
    • `/yahtzee stół`: od 2 do 6 graczy, komputery mogą zająć miejsca. Przy stawce pulę zgarnia najwyżej sklasyfikowany gracz (komputer nie wpłaca stawki i nic nie bierze); przy remisie pula jest dzielona.

    ▶️ **Twoja tura**
    • Naciśnij **Rzuć kośćmi**. Kliknij kość, żeby ją zatrzymać (🔒); kliknij ponownie, żeby ją zwolnić.
    • **Rzuć ponownie** rzuca wolnymi kośćmi: w sumie 3 rzuty.
    • Potem wybierz rubrykę z menu, które pokazuje, ile każda wolna rubryka daje w tej chwili. Każdą rubrykę wypełnia się raz, a rubryka, do której kości nie pasują, daje 0.

    📋 **Część górna**
    • Jedynki, Dwójki, Trójki, Czwórki, Piątki, Szóstki: suma kości z daną liczbą oczek (trzy czwórki w Czwórkach = 12).
    • **Premia +35**, gdy te sześć rubryk daje razem 63 lub więcej (po trzy kości z każdą liczbą oczek to dokładnie 63).

    📋 **Część dolna**
    • Trzy jednakowe: suma wszystkich pięciu kości, gdy trzy są jednakowe
    • Cztery jednakowe: suma wszystkich pięciu kości, gdy cztery są jednakowe
    • Full: 25, trzy jednakowe i para
    • Mały strit: 30, cztery kolejne liczby oczek
    • Duży strit: 40, pięć kolejnych liczb oczek
    • Yahtzee: 50, pięć jednakowych
    • Szansa: suma wszystkich pięciu kości, dowolny rzut

    ⭐ **Premia za Yahtzee i zasada jokera**
    • Każde kolejne Yahtzee daje **+100**, dopóki w rubryce Yahtzee jest 50.
    • Gdy rubryka Yahtzee jest już wypełniona (50 lub 0), kolejne Yahtzee jest jokerem. Musi trafić do swojej rubryki w części górnej (pięć czwórek w Czwórkach), jeśli jest wolna; w przeciwnym razie do dowolnej wolnej rubryki części dolnej za pełną wartość (Full 25, strity 30 i 40); a dopiero gdy cała część dolna jest wypełniona, do wolnej rubryki części górnej za 0.

    💡 **Podpowiedź** pokazuje trzy najlepsze wybory z oczekiwanym wynikiem końcowym każdego (przy stole ze stawką tylko wtedy, gdy serwer na to pozwala). Na koniec trener ocenia twoje decyzje w porównaniu z ekspertem.
    ⏱️ Przy stole turę pozostawioną bez ruchu rozgrywa komputer; po trzech takich turach z rzędu wypadasz z gry. Gry solo i z komputerem czekają na ciebie.
    🏆 Ranking Yahtzee ustawia graczy według najlepszego wyniku, a obok pokazuje pięć najlepszych wyników tego tygodnia. Gra z użyciem podpowiedzi wlicza się do statystyk (`/statystyki`), ale nie do rankingu.

## Nazwy komend, opcji i wyborów, tak jak pokazuje je Discord

# Yahtzee: zlokalizowane nazwy (pl). Tekst mówi /yahtzee solo, komputer, stół.
name-yahtzee = yahtzee
name-yahtzee-solo = solo
name-yahtzee-computer = komputer
name-opt-yahtzee-computer-level = poziom
name-yahtzee-table = stół
name-opt-yahtzee-table-stake = stawka
choice-yahtzee-computer-level-casual = amator
choice-yahtzee-computer-level-expert = ekspert
name-opt-config-games-yahtzee_hints_at_stakes = podpowiedzi_w_yahtzee_ze_stawką

## Osiągnięcia
achievement-yahtzee-yahtzee = Yahtzee
achievement-yahtzee-yahtzee-about = Zdobądź Yahtzee: pięć takich samych kości.
achievement-yahtzee-two-yahtzees = Podwójne szczęście
achievement-yahtzee-two-yahtzees-about = Zdobądź dwa Yahtzee w jednej grze.
achievement-yahtzee-upper-bonus = Premia za część górną
achievement-yahtzee-upper-bonus-about = Zdobądź premię za część górną.
achievement-yahtzee-300 = Trzysta
achievement-yahtzee-300-about = Zakończ grę z co najmniej 300 punktami.
achievement-yahtzee-winner = Na szczycie tabeli
achievement-yahtzee-winner-about = Wygraj grę w Yahtzee z komputerem albo przy stole.

## Udostępnianie

yz-share-title = 🎲 Yahtzee
yz-share-line = **{ $score }** pkt · { $bonus } · { $yahtzees ->
    [0] bez Yahtzee
    [one] 1 Yahtzee
   *[other] Yahtzee: { $yahtzees }
}
yz-share-bonus = premia za część górną
yz-share-no-bonus = bez premii za część górną
yz-share-hints = { $hints ->
    [one] 💡 1 podpowiedź
    [few] 💡 { $hints } podpowiedzi
   *[other] 💡 { $hints } podpowiedzi
}

## Kości w stylu obrazków
pic-d_1 = kość 1
pic-d_2 = kość 2
pic-d_3 = kość 3
pic-d_4 = kość 4
pic-d_5 = kość 5
pic-d_6 = kość 6
pic-d_1k = kość 1 (zatrzymana)
pic-d_2k = kość 2 (zatrzymana)
pic-d_3k = kość 3 (zatrzymana)
pic-d_4k = kość 4 (zatrzymana)
pic-d_5k = kość 5 (zatrzymana)
pic-d_6k = kość 6 (zatrzymana)
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
