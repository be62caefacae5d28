# Polski katalog blackjacka: jego komendy, stół i odmowy. Wspólny katalog to
# src/locale/locales/pl.ftl.

kind-blackjack = Blackjack
help-blackjack-play = Blackjack na własnym miejscu przeciwko krupierowi: Dobierz, Stój, Podwój, Rozdziel (do czterech rąk) i Ubezpieczenie, gdy krupier pokazuje asa. Podpowiedź podaje dokładną wartość każdego ruchu na podstawie kart pozostałych w bucie, a trener ocenia każdą decyzję.
help-blackjack-table = Stół do blackjacka dla kanału: od 1 do 5 graczy przeciwko jednemu krupierowi, każdy w każdej rundzie stawia z własnego salda, a but przechodzi z rundy na rundę.
cmd-blackjack = Blackjack przeciwko krupierowi: własne miejsce albo stół dla kanału.
cmd-blackjack-play = Graj w blackjacka na własnym miejscu, z podpowiedziami i trenerem.
cmd-blackjack-table = Otwórz na tym kanale stół do blackjacka dla 1–5 graczy.
opt-blackjack-play-bet = Żetony na rundę (domyślnie 10); przy nieparzystej stawce wypłata 3:2 zaokrąglana w dół
opt-blackjack-play-decks = Talie w bucie, od 1 do 8 (domyślnie ustawienie serwera)
opt-blackjack-table-bet = Stawka każdego miejsca na rundę (domyślnie 10); nieparzysta: wypłata 3:2 zaokrąglana w dół
opt-blackjack-table-decks = Talie w bucie, od 1 do 8 (domyślnie ustawienie serwera)

# Ustawienia serwera w /konfiguracja.
opt-config-games-blackjack_decks = Blackjack: talie w bucie, gdy stół ich nie wybierze, od 1 do 8
opt-config-games-blackjack_h17 = Blackjack: czy krupier dobiera przy miękkim 17
opt-config-games-blackjack_pays = Blackjack: ile płaci blackjack, 3:2 czy 6:5
opt-config-games-blackjack_surrender = Blackjack: czy dostępne jest późne poddanie
opt-config-games-blackjack_das = Blackjack: czy wolno podwoić rękę po rozdzieleniu
config-name-blackjack_decks = But w blackjacku
config-name-blackjack_h17 = Dobieranie przez krupiera przy miękkim 17 w blackjacku
config-name-blackjack_pays = Wypłata za blackjacka
config-name-blackjack_surrender = Poddanie w blackjacku
config-name-blackjack_das = Podwojenie po rozdzieleniu w blackjacku
bj-config-decks = { $value ->
        [one] { $value } talia
        [few] { $value } talie
        [many] { $value } talii
       *[other] { $value } talii
    }
bj-config-pays = { $value }
bj-config-edge = Przewaga kasyna w blackjacku (strategia podstawowa)
bj-config-edge-players = Na korzyść graczy:
bj-config-edge-value = { $edge }% każdej stawki przy bucie z { $decks } talii
bj-config-edge-six-five = Wypłata 6:5 kosztuje graczy { $cost }% każdej stawki w porównaniu z 3:2.
bj-config-edge-whole = Dotyczy stawek, przy których blackjack płaci pełne żetony (parzystych przy 3:2, wielokrotności 5 przy 6:5); przy pozostałych wypłata jest zaokrąglana w dół, więc jest nieco niższa.
bj-setting-pays = blackjack płaci 3:2 albo 6:5, nie „{ $given }”

# Stół.
bj-title = 🃏 Blackjack · { $bet } na rundę
bj-title-table = 🃏 Stół do blackjacka · { $bet } na rundę
bj-seat-free = Jest wolne miejsce: dołącz, a zagrasz od następnej rundy, stawiając { $bet } na rundę z własnego salda.
bj-lobby = Zajęte miejsca: { $seated } z { $max }. Każde miejsce stawia { $bet } na rundę z własnego salda. Grę zaczyna ten, kto otworzył stół.
bj-rule-decks = { $decks ->
    [one] { $decks } talia
    [few] { $decks } talie
    [many] { $decks } talii
   *[other] { $decks } talii
}
bj-rule-s17 = krupier stoi przy miękkim 17
bj-rule-h17 = krupier dobiera przy miękkim 17
bj-rule-pays = blackjack płaci { $pays }
bj-rule-das = podwojenie po rozdzieleniu
bj-rule-no-das = bez podwojenia po rozdzieleniu
bj-rule-surrender = późne poddanie
bj-round = **Runda { $number }**
bj-dealer = Krupier: { $cards } — { $total }
bj-dealer-hidden = Krupier: { $cards }
bj-total-blackjack = blackjack
bj-total-bust = fura ({ $total })
bj-total-soft = miękkie { $total }
bj-hand-bet = stawka { $bet }
bj-doubled = podwojona
bj-insured = ubezpieczenie: { $amount }
bj-even-money-taken = przyjęta wypłata 1:1: +{ $amount }
bj-insurance-lost = krupier nie ma blackjacka: ubezpieczenie przepada ({ $amount })
bj-insurance-won = wygrana z ubezpieczenia: { $amount }
bj-round-net = Runda: { $net }
bj-verdict-blackjack = blackjack
bj-verdict-win = wygrana
bj-verdict-push = remis
bj-verdict-lose = przegrana
bj-verdict-bust = fura
bj-verdict-surrender = poddanie
bj-decision-hit = Dobierz
bj-decision-stand = Stój
bj-decision-double = Podwój
bj-decision-split = Rozdziel
bj-decision-surrender = Poddaj się
bj-button-double = Podwój (+{ $amount })
bj-button-split = Rozdziel (+{ $amount })
bj-insure = Ubezpieczenie ({ $amount })
bj-no-insure = Bez ubezpieczenia
bj-hint-button = 💡 Podpowiedź
bj-deal = Rozdaj ({ $bet })
bj-hint = Podpowiedź, oczekiwany zwrot na każdy postawiony żeton w tej ręce: { $values }
bj-review-best = Ruch „{ $decision }” był najlepszy ({ $value } na żeton).
bj-review-mistake = Ruch „{ $decision }” ({ $chosen } na żeton) kosztował średnio { $cost }: najlepszy był „{ $best }” ({ $value }).
bj-insurance-offer = Krupier pokazuje asa. { $who }: ubezpieczenie (połowa stawki, płaci 2:1, jeśli krupier ma blackjacka)?
bj-to-act = Teraz gra { $who }.
bj-table-net = Przy tym stole: { $nets }
bj-table-net-more = i { $count ->
        [one] { $count } inna osoba
        [few] { $count } inne osoby
       *[many] { $count } innych osób
    }
bj-next-round = Rozdaj następną rundę albo wyjdź.
bj-sitting-out = Bez udziału w tej rundzie (saldo nie pokrywa stawki): { $names }
bj-shoe = But: { $left } z { $total } kart, karta odcinająca przed { $cut } ostatnimi.
bj-shoe-cut = But: { $left ->
        [one] została { $left } karta
        [few] zostały { $left } karty
        [many] zostało { $left } kart
       *[other] zostało { $left } karty
    } z { $total }. Karta odcinająca wyszła: następna runda zostanie rozdana z nowego buta.
bj-shoe-new = Nowy but: wszystkie karty ({ $total }) potasowano przed tą rundą.
bj-shoe-ran-out = W tej rundzie but się skończył: karty, których nie ma na stole, potasowano od nowa.
bj-rule-pays-rounded = blackjack płaci { $pays } w pełnych żetonach, z zaokrągleniem w dół: +{ $win } przy stawce { $bet }
bj-verdict-even-money = wypłata 1:1
bj-even-money = Wypłata 1:1 (+{ $amount })
bj-no-even-money = Nie, czekaj na krupiera
bj-even-money-offer = Krupier pokazuje asa. { $who }: wypłata 1:1? Twój blackjack zostanie wypłacony 1:1 (+{ $amount }) niezależnie od kart krupiera. W przeciwnym razie blackjack płaci { $pays } albo daje remis, jeśli krupier też ma blackjacka.
bj-dealer-checked = Krupier sprawdził: nie ma blackjacka.
bj-hint-insurance = Podpowiedź, na każdy żeton postawiony w tej ręce (szansa na kartę o wartości 10 pod asem: { $chance }): { $values }
bj-hint-insure = Ubezpieczenie { $value }
bj-hint-even-money = Wypłata 1:1 { $value }
bj-hint-no-insure = Nie { $value }
bj-log-timed-out = ⏱ Czas gracza { $who } minął: ręka stoi.
bj-log-timed-out-insurance = ⏱ Czas gracza { $who } minął: bez ubezpieczenia.
bj-log-timed-out-even-money = ⏱ Czas gracza { $who } minął: bez wypłaty 1:1.
bj-log-dropped = { $who } opuszcza stół po { $turns ->
        [one] { $turns } turze
       *[other] { $turns } kolejnych turach
    } bez ruchu ({ $net } od zajęcia miejsca).
bj-log-left = { $who } opuszcza stół ({ $net } od zajęcia miejsca).
bj-net-left = { $who } { $net } (poza stołem)
bj-joining = W grze od następnej rundy: { $names }
bj-table-closed-idle = Nikt nie rozdał następnej rundy przez { $minutes ->
        [one] { $minutes } minutę
        [few] { $minutes } minuty
        [many] { $minutes } minut
       *[other] { $minutes } minuty
    }: stół został zamknięty.
bj-table-closed-empty = Wszyscy odeszli: stół został zamknięty.
bj-seat-closed = Miejsce zostało zamknięte.
bj-seat-closed-idle = Nikt nie zagrał przez { $minutes ->
        [one] { $minutes } minutę
        [few] { $minutes } minuty
        [many] { $minutes } minut
       *[other] { $minutes } minuty
    }: miejsce zostało zamknięte.
bj-seat-closed-idle-stood = Nikt nie zagrał przez { $minutes ->
        [one] { $minutes } minutę
        [few] { $minutes } minuty
        [many] { $minutes } minut
       *[other] { $minutes } minuty
    }: ręka w grze automatycznie stoi (Stój), a miejsce zostało zamknięte.
bj-footer = Saldo { $balance } · w tej sesji { $net }
bj-stats = Rundy { $rounds } · wygrane { $won } · bilans { $net } · blackjacki { $blackjacks }
    Decyzje { $decisions } · najlepszy ruch { $accuracy } · oczekiwana strata żetonów na błędach { $lost }
bj-board-entry = { $net } ({ $hands })

# Odmowy.
bj-refuse-round-in-progress = Trwa runda: najpierw ją dokończ.
bj-refuse-keeps-its-shoe = To miejsce gra swoim butem z { $decks } talii, dopóki się nie zamknie: wyjdź i zacznij od nowa z wybraną liczbą talii.
bj-refuse-no-hand = Żadna ręka nie jest w grze. Najpierw rozdaj rundę.
bj-refuse-nobody-covers = Nikt przy stole nie ma żetonów na tę stawkę.
bj-refuse-no-computers = Krupier jest jedynym komputerem przy stole do blackjacka.
bj-refuse-decks = But mieści od 1 do { $max } talii.
bj-refuse-seat-cannot-cover = { $member } nie ma żetonów na stawkę tego stołu.
bj-refuse-not-now = Teraz nie twoja kolej.
bj-refuse-double-two-cards = Podwoić możesz tylko na pierwszych dwóch kartach.
bj-refuse-double-after-split = Przy tym stole nie można podwajać po rozdzieleniu.
bj-refuse-split-pairs = Rozdzielić możesz tylko dwie karty o tej samej wartości.
bj-refuse-split-limit = Jedno miejsce może mieć najwyżej cztery ręce.
bj-refuse-split-aces = Rozdzielone asy dostają po jednej karcie i nie można ich ponownie rozdzielić.
bj-refuse-surrender-off = Przy tym stole nie można się poddać.
bj-refuse-surrender-first = Poddać się możesz tylko na pierwszych dwóch kartach, przed jakimkolwiek innym ruchem.
bj-refuse-surrender-small = Stawka 1 żetonu jest za mała, by się poddać: jej połowa to nic.
bj-refuse-insurance-no-ace = Ubezpieczenie jest dostępne tylko wtedy, gdy krupier pokazuje asa.
bj-refuse-insurance-small = Stawka 1 żetonu jest za mała, by ją ubezpieczyć.
bj-refuse-hit-split-ace = Rozdzielony as dostaje tylko jedną kartę.
bj-refuse-nothing-to-hit = Ta ręka ma już 21.

## Jak grać (/pomoc gra)

bj-rules =
    🃏 **Blackjack** · `/blackjack graj` · `/blackjack stół`
    Pokonaj krupiera: skończ bliżej 21 niż on, nie przekraczając 21.
    • `/blackjack graj`: własne miejsce przeciwko krupierowi.
    • `/blackjack stół`: od 1 do 5 graczy przeciwko jednemu krupierowi (**Dołącz**, **Wyjdź**, **Zacznij**, **Anuluj**), każde miejsce stawia tyle samo.
    • Stawka od 1 do 10 000 żetonów na rundę (domyślnie 10). Schodzi z twojego salda, gdy runda zostaje rozdana.

    🔢 **Karty**
    • Karty od 2 do 10 są warte tyle, ile wskazują, J, Q, K (walet, dama, król) po 10, as 11 albo 1. Ręka, w której as liczy się za 11, jest miękka.
    • Blackjack: as i karta o wartości 10 jako dwie pierwsze karty.

    ▶️ **Runda**
    • Każdy dostaje dwie karty; krupier pokazuje jedną, druga leży zakryta.
    • Gdy krupier pokazuje asa, każde miejsce może wybrać **Ubezpieczenie** (połowa twojej stawki, płaci 2:1, jeśli krupier ma blackjacka) albo **Bez ubezpieczenia**.
    • Gdy krupier ma odkrytego asa lub kartę o wartości 10, sprawdza, czy ma blackjacka. Jeśli tak, runda kończy się od razu: twój blackjack daje remis, każda inna ręka traci tylko swoją stawkę.
    • Potem zagraj każdą rękę: **Dobierz** (jedna karta), **Stój**, **Podwój** (podwójna stawka, dokładnie jedna karta więcej), **Rozdziel** (dwie karty o tej samej wartości, nawet K i Q, stają się dwiema rękami, z drugą stawką), **Poddaj się** (jeśli dostępne: oddajesz dwie pierwsze karty, przed jakimkolwiek innym ruchem, i odzyskujesz połowę stawki).
    • Krupier gra ostatni i dobiera, aż ma 17 lub więcej.
    • Między rundami: **Rozdaj** albo **Wyjdź**. **Podwój** i **Rozdziel** pojawiają się tylko wtedy, gdy saldo pokrywa dodatkową stawkę; przy stole miejsce, które nie pokrywa stawki, pauzuje w tej rundzie.

    ⚙️ **Zasady kasyna** (domyślne; serwer może je zmienić, a każdy stół podaje własne)
    • But z 6 talii (od 1 do 8), tasowany od nowa po karcie odcinającej, włożonej na trzech czwartych.
    • Krupier stoi przy miękkim 17 (serwer może kazać mu dobierać).
    • Podwojenie na dowolnych dwóch pierwszych kartach, także po rozdzieleniu.
    • Rozdzielanie do 4 rąk. Rozdzielone asy dostają po jednej karcie i nie można ich ponownie rozdzielić. 21 na rozdzielonej ręce to nie blackjack.
    • Późne poddanie jest wyłączone (serwer może je włączyć).

    💰 **Wypłaty**
    • Wygrana: 1:1. Remis: zwrot stawki.
    • Blackjack: 3:2 (na niektórych serwerach 6:5), zaokrąglone w dół: blackjack przy stawce 5 żetonów i wypłacie 3:2 wygrywa 7.
    • Ubezpieczenie: 2:1. Poddanie zwraca połowę stawki, zaokrągloną w dół.
    • Stawki 1 żetonu nie można ubezpieczyć ani się z nią poddać.

    💡 **Podpowiedź** pokazuje oczekiwany zwrot każdego ruchu dla kart pozostałych w bucie, a po każdej decyzji stół mówi, czy była najlepsza. Gdy na decyzję skończy się czas, ręka staje (**Stój**).
    🏆 Ranking blackjacka ustawia graczy według największej wygranej w jednej rundzie: w tym tygodniu i od początku.

## Nazwy komend, opcji i wyborów, tak jak pokazuje je Discord

# Blackjack: zlokalizowane nazwy (pl). Tekst mówi /blackjack graj i /blackjack stół.
name-blackjack = blackjack
name-blackjack-play = graj
name-opt-blackjack-play-bet = stawka
name-opt-blackjack-play-decks = talie
name-blackjack-table = stół
name-opt-blackjack-table-bet = stawka
name-opt-blackjack-table-decks = talie
name-opt-config-games-blackjack_decks = blackjack_liczba_talii
name-opt-config-games-blackjack_h17 = blackjack_dobiera_na_miękkie_17
name-opt-config-games-blackjack_pays = blackjack_wypłata
name-opt-config-games-blackjack_surrender = blackjack_poddanie
name-opt-config-games-blackjack_das = blackjack_podwojenie_po_podziale

## Osiągnięcia
achievement-blackjack-blackjack = Blackjack
achievement-blackjack-blackjack-about = Dostań blackjacka i wygraj tę rękę.
achievement-blackjack-five-card-21 = 21 z pięciu kart
achievement-blackjack-five-card-21-about = Zbierz miękkie 21 z pięciu kart.
achievement-blackjack-split-sweep = Udane rozdzielenie
achievement-blackjack-split-sweep-about = Rozdziel karty i wygraj wszystkie powstałe ręce.
achievement-blackjack-by-the-book = Jak z podręcznika
achievement-blackjack-by-the-book-about = Wygraj rundę z co najmniej trzema decyzjami, za każdym razem wybierając najlepszy ruch.
