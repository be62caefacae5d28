# Polski katalog Texas Hold'em: jego polecenia, stół, ustawienie i odmowy. Wspólny katalog
# to src/locale/locales/pl.ftl.

kind-holdem = Texas Hold'em
help-poker-holdem = Texas Hold'em bez limitu na kanale: od 2 do 9 miejsc, członkowie serwera i komputery, wpisowe od 20 do 100 dużych blindów, dołączanie i odchodzenie między rozdaniami.
help-poker-tournament = Turniej sit & go w Hold'em: każdy wpłaca wpisowe do puli nagród i dostaje na start 1 500 żetonów; blindy rosną, aż jeden gracz zbierze wszystkie żetony.
cmd-poker-holdem = Texas Hold'em bez limitu przy stole cashowym na tym kanale.
opt-poker-holdem-blind = Duży blind (mały blind to jego połowa); domyślnie 2
opt-poker-holdem-seats = Miejsca przy stole: od 2 do 9 (domyślnie 6)
opt-poker-holdem-computers = Gracze komputerowi do posadzenia od razu (od 0 do 8)
opt-poker-holdem-level = Jak grają komputery: amator albo ekspert
opt-poker-holdem-buyin = Żetony, z którymi każdy gracz siada do stołu: od 20 do 100 dużych blindów (domyślnie 100)
cmd-poker-tournament = Turniej sit & go w Hold'em na tym kanale.
opt-poker-tournament-buyin = Żetony, które każdy członek serwera wpłaca do puli nagród (domyślnie 100; 0: turniej darmowy)
opt-poker-tournament-seats = Miejsca: od 2 do 9 (domyślnie 6)
opt-poker-tournament-computers = Gracze komputerowi do posadzenia od razu (od 0 do 8); nic nie płacą i nic nie wygrywają
opt-poker-tournament-level = Jak grają komputery: amator albo ekspert
opt-poker-tournament-speed = Jak szybko rosną blindy: turbo (co 5 rozdań), standardowe (co 10) albo wolne (co 20)
board-sit-and-go = Hold'em, turnieje sit & go

# Jego ustawienie serwera w /konfiguracja.
opt-config-games-holdem_turn_seconds = Hold'em: ile sekund gracz ma na ruch, od 15 do 600
config-name-holdem_turn_seconds = Czas na ruch w Hold'em
he-config-turn = { $value } s

he-title = ♠️ Texas Hold'em
he-title-tournament = 🏆 Hold'em: turniej sit & go
he-stakes = Blindy { $small }/{ $big } · bez limitu · wpisowe: { $buyin } (stack najwyżej { $max }); swoje żetony zabierasz, gdy odchodzisz od stołu.
he-tournament-terms = Wpisowe: { $buyin } do puli nagród · każdy dostaje { $stack } · blindy od 10/20, rosną co { $per ->
    [one] { $per } rozdanie
    [few] { $per } rozdania
    [many] { $per } rozdań
   *[other] { $per } rozdania
}.
he-lobby-cash = Wpisowe: { $buyin }, czyli żetony z twojego portfela, z którymi siadasz do stołu; to, co zostanie z twojego stacka, wraca do portfela, gdy odchodzisz.
he-lobby-tournament = Wpisowe: { $buyin } od osoby do puli nagród, pobierane na starcie. Pulę dzielą członkowie serwera według zajętych miejsc (komputery nie są klasyfikowane i nic nie wygrywają); gdy gra tylko jeden członek, wpisowe wraca do niego.
he-lobby-tournament-free = Bez wpisowego: gramy o chwałę.
he-level = Poziom { $level }: blindy { $small }/{ $big } · { $left ->
    [one] ostatnie rozdanie na tym poziomie
    [few] { $left } rozdania do następnego poziomu
    [many] { $left } rozdań do następnego poziomu
   *[other] { $left } rozdania do następnego poziomu
} · pula nagród: { $pool }
he-level-final = Turniej zakończony na poziomie { $level }: blindy { $small }/{ $big } · pula nagród: { $pool }
he-hand = **Rozdanie #{ $number }** · { $street } · pula **{ $pot }**
he-board = Karty wspólne: { $cards }
he-street-preflop = preflop
he-street-flop = flop
he-street-turn = turn
he-street-river = river
he-button = 🔘 rozdający
he-folded = pas
he-bet-in = zakład: { $amount }
he-all-in = all-in
he-busted = bez żetonów
he-sitting-out = 💤 na przerwie
he-took-home = zabrane ze stołu: { $stack }
he-sent-home = 💤 { $who } opuszcza stół po godzinie przerwy i zabiera { $stack }.
he-out-place = poza grą: { $place }
he-out = poza grą
he-did-fold = { $who } pasuje.
he-did-check = { $who } czeka.
he-did-call = { $who } sprawdza.
he-did-bet = { $who } stawia { $amount }.
he-did-raise = { $who } podbija do { $amount }.
he-to-act-check = ▶ { $who }, twoja kolej: czekaj albo postaw.
he-to-act-call = ▶ { $who }, twoja kolej: { $amount } do sprawdzenia.
he-seat-free = Jest wolne miejsce: dołącz, wpłacając { $buyin } wpisowego, a zagrasz od następnego rozdania.
he-waiting = Czekamy na graczy: karty zostaną rozdane, gdy co najmniej dwóch będzie mogło grać (dołącz albo naciśnij Wracam).
he-waiting-tournament = 💤 Wszyscy członkowie serwera, którzy jeszcze grają, są na przerwie: gdy minie czas na ruch, karty i tak zostaną rozdane, blindy wniesione, a ręce graczy na przerwie spasowane. Naciśnij Wracam, aby grać.
he-last-hand = Ostatnie rozdanie (#{ $number }):
he-ended-hand = Rozdanie #{ $number }:
he-all-in-preflop = All-in przed flopem:
he-all-in-flop = All-in na flopie ({ $cards }):
he-all-in-turn = All-in na turnie ({ $cards }):
he-all-in-odds = { $who }: { $cards } — wygrana { $win } · remis { $tie }
he-chance-under = < { $rate }
he-chance-over = > { $rate }
he-won-unshown = { $who } zgarnia { $amount } ({ $net }) bez pokazywania kart.
he-shown = { $who }: { $cards }
he-shown-hand = { $who }: { $cards } — { $hand }
he-with-kickers = { $count ->
    [one] { $hand }, kicker { $ranks }
    [few] { $hand }, kickery { $ranks }
   *[other] { $hand }, kickery { $ranks }
}
he-split = Pula podzielona ({ $amount }): { $who }.
he-fold = Pas
he-check = Czekaj
he-call = Sprawdź { $amount }
he-bet = Postaw { $amount }
he-raise = Podbij do { $amount }
he-half-pot = ½ puli: { $amount }
he-pot = Pula: { $amount }
he-all-in-for = All-in { $amount }
he-raise-typed = Podbij…
he-my-cards = Moje karty
he-sit-out = Przerwa
he-back = Wracam
he-rebuy = Dokup żetony…
he-show = Pokaż karty
he-last-hand-button = Ostatnie rozdanie
he-raise-form-title = Podbij
he-raise-form-label = Podbij do (od { $min } do { $max })
he-rebuy-form-title = Dokup żetony
he-rebuy-form-label = Uzupełnij stack do ({ $min }–{ $max })
he-cards-title = Twoje karty · rozdanie #{ $number }
he-cards-title-none = Twoje karty
he-no-hand = Teraz nie trwa żadne rozdanie.
he-not-in-hand = Nie dostajesz kart w tym rozdaniu.
he-you-have = Twój układ: { $hand }.
he-pocket-pair = Para kieszonkowa.
he-you-folded = Pas: w tym rozdaniu już nie grasz.
he-your-stack = Twój stack: **{ $stack }**.
he-you-sit-out = 💤 Jesteś na przerwie: naciśnij Wracam, aby znów dostawać karty.
he-review-title = Twoje ostatnie rozdanie · rozdanie #{ $number }
he-review-none = Nie masz jeszcze za sobą żadnego rozdania przy tym stole.
he-review-cards = Twoje karty: { $cards }
he-review-preflop = **Preflop:** { $actions }
he-review-flop = **Flop** { $cards }: { $actions }
he-review-turn = **Turn** { $cards }: { $actions }
he-review-river = **River** { $cards }: { $actions }
he-review-no-action = bez licytacji.
he-place = { $place }. miejsce
he-knocked-out = 🏆 { $who } odpada i zajmuje { $place } wśród { $members } członków serwera.
he-knocked-out-unplaced = 🏆 { $who } odpada.
he-tournament-over = 🏆 Koniec turnieju sit & go. Miejsca członków serwera:
he-tournament-ended = 🏆 Koniec turnieju sit & go.
he-tournament-alone = W tym turnieju grał tylko jeden członek serwera, { $who }: sit & go wypłaca nagrody, gdy grają co najmniej dwaj członkowie.
he-tournament-alone-refund = W tym turnieju grał tylko jeden członek serwera, { $who }: sit & go wypłaca nagrody, gdy grają co najmniej dwaj członkowie, więc wpisowe ({ $buyin }) wraca do portfela.
he-finish-entry = { $place } na { $entrants ->
    [one] { $entrants } gracza
    [few] { $entrants } graczy
    [many] { $entrants } graczy
   *[other] { $entrants } gracza
}
he-stats = Rozdania: { $hands } · turnieje sit & go: { $tournaments } (z nagrodą: { $itm }) · wygrane: { $won } · bilans: { $net } · najlepszy układ: { $best }
he-timed-out = Czas na ruch minął: gracz automatycznie czeka albo pasuje, a gra toczy się dalej.

he-refuse-blind = Duży blind wynosi od 1 do { $max ->
    [one] { $max } żetonu
    [few] { $max } żetonów
    [many] { $max } żetonów
   *[other] { $max } żetonu
}.
he-refuse-seats = Przy stole może siedzieć od { $min } do { $max ->
    [one] { $max } gracza
    [few] { $max } graczy
    [many] { $max } graczy
   *[other] { $max } gracza
}.
he-refuse-computers = Przy tym stole, oprócz ciebie, jest miejsce najwyżej dla { $max ->
    [one] { $max } komputera
    [few] { $max } komputerów
    [many] { $max } komputerów
   *[other] { $max } komputera
}.
he-refuse-buy-in = Wpisowe przy tym stole wynosi od { $min } do { $max ->
    [one] { $max } żetonu
    [few] { $max } żetonów
    [many] { $max } żetonów
   *[other] { $max } żetonu
}.
he-refuse-buy-in-short = Masz { $balance ->
    [one] { $balance } żeton
    [few] { $balance } żetony
    [many] { $balance } żetonów
   *[other] { $balance } żetonu
}, za mało na wpisowe, które wynosi { $buyin }. Wybierz `wpisowe:` od { $min } do { $balance } albo pomiń tę opcję, a wpisowe wyniesie { $balance }.
he-refuse-buy-in-blind = Masz { $balance ->
    [one] { $balance } żeton
    [few] { $balance } żetony
    [many] { $balance } żetonów
   *[other] { $balance } żetonu
}, a najniższe wpisowe przy dużym blindzie { $blind } to { $min } (20 dużych blindów). Wystarczy mniejszy duży blind: przy `blind:{ $fits }` wpisowe wyniesie { $balance }.
he-refuse-buy-in-daily = Masz { $balance ->
    [one] { $balance } żeton
    [few] { $balance } żetony
    [many] { $balance } żetonów
   *[other] { $balance } żetonu
}, a najniższe wpisowe przy stole cashowym to { $least } (20 dużych blindów po 1). Odbierz /dzienne, żeby mieć więcej żetonów.
he-refuse-join-short = Masz { $balance ->
    [one] { $balance } żeton
    [few] { $balance } żetony
    [many] { $balance } żetonów
   *[other] { $balance } żetonu
}, za mało na wpisowe przy tym stole ({ $buyin }). Odbierz /dzienne, żeby mieć więcej żetonów.
he-refuse-entry-short-open = Masz { $balance ->
    [one] { $balance } żeton
    [few] { $balance } żetony
    [many] { $balance } żetonów
   *[other] { $balance } żetonu
}, za mało na wpisowe, które wynosi { $buyin }. Wybierz mniejsze `wpisowe:` (0 oznacza darmowy turniej).
he-refuse-entry-short = Masz { $balance ->
    [one] { $balance } żeton
    [few] { $balance } żetony
    [many] { $balance } żetonów
   *[other] { $balance } żetonu
}, za mało na wpisowe do tego turnieju sit & go ({ $buyin }). Odbierz /dzienne, żeby mieć więcej żetonów.
he-refuse-open-cash = Na tym kanale jest już otwarty stół cashowy (blindy { $small }/{ $big }, wpisowe { $buyin }): dołącz do niego. Nowy stół można otworzyć, gdy ten zostanie zamknięty.
he-refuse-open-tournament = Na tym kanale jest już otwarty turniej sit & go (wpisowe { $buyin }). Nowy stół można otworzyć, gdy turniej się skończy.
he-refuse-speed = Tempo może być turbo, standardowe albo wolne.
he-refuse-level = Komputery grają na poziomie amatora albo eksperta.
he-refuse-not-a-number = Wpisz całkowitą liczbę żetonów.
he-refuse-no-rebuys = W turnieju sit & go nie można dokupować żetonów.
he-refuse-tournament-started = Ten turniej sit & go już się zaczął: nikt nowy nie może dołączyć.
he-refuse-not-a-move = Ten przycisk sam w sobie nic nie robi.
he-refuse-hand-in-progress = Rozdanie już trwa.
he-refuse-not-enough-players = Mniej niż dwóch graczy może dostać karty.
he-refuse-already-seated = Już jesteś na przerwie.
he-refuse-rebuy-too-large = Po dokupieniu twój stack może wynieść najwyżej { $max }.
he-refuse-rebuy-too-small = Po dokupieniu twój stack musi wynieść co najmniej { $min }: tyle wynosi tu najniższe wpisowe.
he-refuse-rebuy-short = Żeby uzupełnić stack do { $to }, potrzeba { $needed ->
    [one] { $needed } żetonu
    [few] { $needed } żetonów
    [many] { $needed } żetonów
   *[other] { $needed } żetonu
} z portfela, a masz w nim { $balance }. Wybierz mniejszą sumę albo odbierz /dzienne.
he-refuse-nothing-to-add = Twój stack już tyle wynosi: wybierz większą sumę.
he-refuse-in-the-hand = Dostajesz karty, a dokupić można tylko poza rozdaniem: naciśnij Przerwa, po zakończeniu tego rozdania Dokup żetony…, a potem Wracam.
he-refuse-not-sitting-out = Nie jesteś na przerwie.
he-refuse-no-hand = Nie trwa żadne rozdanie albo to już się skończyło.
he-refuse-old-hand = To było wcześniejsze rozdanie.
he-refuse-not-in-hand = Nie grasz w tym rozdaniu.
he-refuse-not-your-turn = To nie twoja kolej.
he-refuse-cannot-check = Masz zakład do wyrównania: sprawdź, podbij albo pasuj.
he-refuse-nothing-to-call = Nie ma czego sprawdzać: czekaj albo postaw.
he-refuse-raise-closed = Licytacja nie została dla ciebie ponownie otwarta: sprawdź albo pasuj.
he-refuse-too-small = Podbić możesz tu co najmniej do { $min }.
he-refuse-too-large = Możesz postawić najwyżej { $most ->
    [one] { $most } żeton
    [few] { $most } żetony
    [many] { $most } żetonów
   *[other] { $most } żetonu
}.

## Jak grać (/pomoc gra)

he-rules =
    ♠️ **Texas Hold'em** (bez limitu) · `/poker holdem`, `/poker turniej`
    Ułóż najlepszy pięciokartowy układ z twoich dwóch kart i pięciu kart wspólnych albo doprowadź do tego, że wszyscy inni spasują.

    🪑 **Stół cashowy** · `/poker holdem`
    • Opcje: `blind` (duży blind, domyślnie 2; mały blind to połowa), `miejsca` od 2 do 9, `komputery` od 0 do 8, `poziom` amator albo ekspert, `wpisowe` od 20 do 100 dużych blindów.
    • **Dołącz**, **Wyjdź**, **Dodaj komputer**, **Zacznij**. Członkowie serwera dołączają w dowolnej chwili, wnosząc wpisowe, i dostają karty od następnego rozdania. Wyjście w trakcie rozdania oznacza pas; zabierasz swój stack.
    • **Dokup żetony…** dokłada żetony z twojego portfela między twoimi rozdaniami, aż do 100 dużych blindów.

    🏆 **Turniej sit & go** · `/poker turniej`
    • Każdy członek serwera wpłaca `wpisowe` do puli nagród; każdy gracz dostaje na start 1 500 żetonów. Komputery grają za darmo, nie są klasyfikowane i nic nie wygrywają.
    • Blindy rosną co 5 (turbo), 10 (standardowe) albo 20 (wolne) rozdań: 10/20, 15/30, 25/50, 30/60, 50/100, 75/150, 100/200, 150/300, 200/400, 300/600, a potem podwajają się.
    • Klasyfikowani są tylko członkowie serwera, według kolejności odpadania. Nagrody zależą od liczby członków: przy najwyżej 3 wszystko dla pierwszego, przy 4–6 podział 65/35, od 7 podział 50/30/20. Gracze, którzy odpadli w tym samym rozdaniu, a zaczęli je z tą samą liczbą żetonów, zajmują miejsca ex aequo i dzielą się nagrodami za te miejsca. Gdy gra tylko jeden członek, wpisowe wraca do niego.

    ▶️ **Rozdanie**
    • Dwa miejsca na lewo od rozdającego 🔘 wnoszą małego i dużego blinda (przy grze jeden na jeden rozdający wnosi małego blinda i przed flopem licytuje pierwszy).
    • **Moje karty** pokazuje twoje dwie karty, tylko tobie. Cztery rundy licytacji: preflop, flop (3 karty), turn i river (po 1 karcie).
    • **Pas**, **Czekaj** albo **Sprawdź**, podbicie (minimalne, ½ puli, pula), **All-in** albo **Podbij…**, żeby wpisać kwotę.
    • Zakład to co najmniej duży blind; podbicie to co najmniej tyle, ile wynosił ostatni zakład lub ostatnie podbicie. All-in za mniej (niepełne podbicie) nie otwiera licytacji ponownie dla tych, którzy już licytowali.
    • Przy odkryciu kart pierwszy pokazuje ten, kto ostatni postawił lub podbił; kto nie może wygrać, nie pokazuje kart, chyba że naciśnie **Pokaż karty**. Każdy all-in tworzy pulę poboczną; niepodzielne żetony trafiają do pierwszego zwycięzcy na lewo od rozdającego. Gdy przed riverem nikt nie może już licytować, pozostałe karty wspólne są wykładane od razu, a podsumowanie rozdania pokazuje dokładne szanse każdej ręki na wygraną i remis w chwili zamknięcia licytacji. **Ostatnie rozdanie** pokazuje tylko tobie twoje ostatnie rozegrane rozdanie: każdą akcję, karty wspólne i pokazane ręce.

    ⏱️ **Czas** · na ruch masz tyle sekund, ile wynosi ustawienie serwera `holdem_sekundy_na_ruch` (domyślnie 60). Gdy czas minie, gracz czeka albo pasuje, jeśli jest zakład. Trzy razy z rzędu i masz przerwę (bez blindów i bez kart), dopóki nie naciśniesz **Wracam**; po godzinie przerwy odchodzisz od stołu ze swoim stackiem.

    🏅 Rankingi Hold'em szeregują graczy według najlepszego układu pokazanego przy odkryciu kart na stołach cashowych i według najlepszego miejsca w turniejach sit & go.

## Nazwy wyborów, tak jak pokazuje je Discord

choice-poker-holdem-level-casual = amator
choice-poker-holdem-level-expert = ekspert
choice-poker-tournament-level-casual = amator
choice-poker-tournament-level-expert = ekspert
choice-poker-tournament-speed-turbo = turbo
choice-poker-tournament-speed-regular = standardowe
choice-poker-tournament-speed-slow = wolne

## Polskie nazwy poleceń i opcji

name-poker-holdem = holdem
name-opt-poker-holdem-blind = blind
name-opt-poker-holdem-seats = miejsca
name-opt-poker-holdem-computers = komputery
name-opt-poker-holdem-level = poziom
name-opt-poker-holdem-buyin = wpisowe
name-poker-tournament = turniej
name-opt-poker-tournament-buyin = wpisowe
name-opt-poker-tournament-seats = miejsca
name-opt-poker-tournament-computers = komputery
name-opt-poker-tournament-level = poziom
name-opt-poker-tournament-speed = tempo
name-opt-config-games-holdem_turn_seconds = holdem_sekundy_na_ruch

## Osiągnięcia
achievement-holdem-first-pot = Pierwsza pula
achievement-holdem-first-pot-about = Wygraj pulę przy stole cashowym Hold'em, z pokazaniem kart lub bez.
achievement-holdem-quads = Kareta
achievement-holdem-quads-about = Wygraj pulę w Hold'em karetą pokazaną przy odkryciu kart.
achievement-holdem-straight-flush = Poker
achievement-holdem-straight-flush-about = Wygraj pulę w Hold'em pokerem pokazanym przy odkryciu kart.
achievement-holdem-in-the-money = Z nagrodą
achievement-holdem-in-the-money-about = Zajmij nagradzane miejsce w turnieju sit & go.
achievement-holdem-sit-and-go-win = Wszystkie żetony
achievement-holdem-sit-and-go-win-about = Zajmij pierwsze miejsce wśród członków serwera w turnieju sit & go z co najmniej dwoma członkami.
