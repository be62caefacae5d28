# Polski katalog pokera dobieranego: jego polecenia, stół i odmowy. Wspólny katalog
# to src/locale/locales/pl.ftl.

kind-poker = Poker dobierany
help-poker-table = Pięciokartowy poker dobierany na kanale: od 2 do 6 graczy (od 2 do 4 z talią 24 kart) i gracze komputerowi, licytacja ze stałym limitem, twoje karty widzisz tylko ty.
cmd-poker-table = Poker dobierany przy stole na tym kanale, przeciw członkom serwera i komputerom.
opt-poker-table-deck = 52 karty albo krótka talia 24 kart (od 9 do asa)
opt-poker-table-ante = Żetony, które każdy gracz wnosi jako ante w każdym rozdaniu (zakłady to 2 i 4 ante)
opt-poker-table-seats = Miejsca przy stole: od 2 do 6 albo od 2 do 4 przy 24 kartach
opt-poker-table-computers = Gracze komputerowi do posadzenia od razu
opt-poker-table-buyin = Żetony, z którymi każdy gracz siada do stołu (domyślnie 50 ante)
dp-title = 🃏 Poker dobierany · { $deck }
dp-deck-52 = 52 karty
dp-deck-24 = 24 karty (od 9 do asa)
dp-limits = Ante { $ante } · zakłady po { $small }, po wymianie po { $big } · najwyżej 4 podbicia na rundę · wpisowe: { $buyin }, zwracane, gdy odchodzisz od stołu.
dp-lobby = Zajęte miejsca: { $seated } z { $max } (do startu potrzeba 2). Wpisowe każdego gracza przechodzi na starcie z jego portfela na stół.
dp-button = 🔘 rozdający
dp-folded = pas
dp-in-pot = { $amount } w puli
dp-all-in = all-in
dp-drew = wymiana: { $count }
dp-busted = bez żetonów
dp-did-check = { $who } czeka.
dp-did-call = { $who } sprawdza { $amount }.
dp-did-bet = { $who } stawia { $amount }.
dp-did-raise = { $who } podbija do { $amount }.
dp-did-fold = { $who } pasuje.
dp-did-draw = { $who } { $count ->
    [0] nie wymienia kart
    [one] wymienia { $count } kartę
    [few] wymienia { $count } karty
    [many] wymienia { $count } kart
   *[other] wymienia { $count } karty
}.
dp-won-by-fold = { $who } zgarnia pulę { $amount } ({ $net }): wszyscy pozostali spasowali.
dp-summary = Rozdanie #{ $number } · pula { $pot } · { $seats }
dp-street-first = pierwsza runda licytacji
dp-street-draw = wymiana
dp-street-second = druga runda licytacji
dp-hand = **Rozdanie #{ $number }** · { $street } · pula **{ $pot }**
dp-to-bet = ▶ { $who }, twoja kolej na licytację.
dp-to-draw = ▶ { $who }, twoja kolej na wymianę: otwórz **Moje karty**, zaznacz karty do odrzucenia i naciśnij Wymień.
dp-last-hand = Ostatnie rozdanie (#{ $number }):
dp-next-hand-prompt = Każdy przy stole może rozpocząć następne rozdanie; rola rozdającego przechodzi na kolejne miejsce.
dp-join-between-hands = Jest wolne miejsce: każdy może nacisnąć Dołącz, wnieść { $buyin } ze swojego portfela i dostać karty od następnego rozdania.
dp-next-hand = Rozdaj następne
dp-check = Czekaj
dp-call = Sprawdź { $amount }
dp-bet = Postaw { $amount }
dp-bet-none = Postaw
dp-raise = Podbij do { $amount }
dp-raise-capped = Podbij (limit osiągnięty)
dp-fold = Pas
dp-my-cards = Moje karty
dp-cards-title = Twoje karty · rozdanie #{ $number }
dp-cards-title-none = Twoje karty
dp-no-hand = Teraz nie trwa żadne rozdanie.
dp-not-in-hand = Nie dostajesz kart w tym rozdaniu.
dp-you-have = Twój układ: { $hand }.
dp-you-folded = Pas: w tym rozdaniu już nie grasz.
dp-you-drew = { $count ->
    [0] Zostajesz przy swoich kartach
    [one] Wymieniono ci { $count } kartę
    [few] Wymieniono ci { $count } karty
    [many] Wymieniono ci { $count } kart
   *[other] Wymieniono ci { $count } karty
}.
dp-mark-help = Kliknij karty, które chcesz odrzucić, a potem Wymień. Nikt inny tego nie widzi.
dp-discard-label = Odrzuć
dp-discard-marked = ✖ Odrzucona
dp-draw-wait = Możesz już zaznaczyć karty; przycisk Wymień zadziała, gdy przyjdzie twoja kolej.
dp-stand-pat = Bez wymiany
dp-draw = Wymień { $count }
dp-final-stack = { $stack } po { $hands ->
    [one] { $hands } rozdaniu
    [few] { $hands } rozdaniach
    [many] { $hands } rozdaniach
   *[other] { $hands } rozdania
}
dp-final-took-home = zabrane ze stołu: { $stack } po { $hands ->
    [one] { $hands } rozdaniu
    [few] { $hands } rozdaniach
    [many] { $hands } rozdaniach
   *[other] { $hands } rozdania
}
dp-took-home = zabrane ze stołu: { $stack }
dp-stats = Rozdania: { $hands } · wygrane: { $won } · bilans: { $net } · najlepszy układ: { $best }
dp-timed-out = Czas na ruch minął: gracz automatycznie czekał albo spasował, a gra toczy się dalej.
dp-refuse-cannot-check = Masz zakład do wyrównania: sprawdź, podbij albo pasuj.
dp-refuse-nothing-to-call = Nie ma czego sprawdzać: czekaj albo postaw.
dp-refuse-already-bet = Ktoś już postawił w tej rundzie: zamiast stawiać, podbij.
dp-refuse-nothing-to-raise = Nikt jeszcze nie postawił: zamiast podbijać, postaw.
dp-refuse-raise-cap = Limit podbić w tej rundzie wyczerpany (4): sprawdź albo pasuj.
dp-refuse-raise-closed = Licytacja nie została dla ciebie ponownie otwarta: sprawdź albo pasuj.
dp-refuse-no-chips = Nie masz już przed sobą żetonów, żeby stawiać.
dp-refuse-not-betting = Tego nie da się teraz zrobić w tym rozdaniu.
dp-refuse-not-drawing = To nie twoja kolej na wymianę.
dp-refuse-already-drew = Wymianę w tym rozdaniu masz już za sobą.
dp-refuse-old-hand = To były twoje karty z wcześniejszego rozdania: naciśnij Moje karty, żeby zobaczyć obecne.
dp-refuse-not-in-hand = Nie grasz w tym rozdaniu.
dp-refuse-hand-in-progress = Rozdanie już trwa.
dp-refuse-not-enough-chips = Mniej niż dwóch graczy ma jeszcze żetony: stół się zamyka.
dp-refuse-no-such-card = Ręka ma pięć kart.
dp-refuse-bad-deck = Talia ma 52 albo 24 karty.
dp-refuse-ante = Ante wynosi od 1 do { $max ->
    [one] { $max } żetonu
    [few] { $max } żetonów
    [many] { $max } żetonów
   *[other] { $max } żetonu
}.
dp-refuse-seats = Przy tej talii gra od { $min } do { $max ->
    [one] { $max } gracza
    [few] { $max } graczy
    [many] { $max } graczy
   *[other] { $max } gracza
}.
dp-refuse-computers = Przy tym stole, oprócz ciebie, jest miejsce najwyżej dla { $max ->
    [one] { $max } komputera
    [few] { $max } komputerów
    [many] { $max } komputerów
   *[other] { $max } komputera
}.
dp-refuse-buy-in = Wpisowe wynosi od { $min } do { $max ->
    [one] { $max } żetonu
    [few] { $max } żetonów
    [many] { $max } żetonów
   *[other] { $max } żetonu
} (co najmniej 10 ante).

## Jak grać (/pomoc gra)

dp-rules =
    🃏 **Poker dobierany** (pięciokartowy) · `/poker stół`
    Wygraj żetony pozostałych graczy: miej najlepszy układ przy odkryciu kart albo doprowadź do tego, że wszyscy inni spasują.

    🪑 **Stół**
    • `/poker stół` otwiera zapisy: **Dołącz**, **Wyjdź**, **Dodaj komputer**, **Zacznij**, **Anuluj**. Od 2 do 6 miejsc albo od 2 do 4 przy talii 24 kart.
    • Opcje: `talia` 52 albo 24, `ante` (od 1 do 10 000; domyślnie 1), `miejsca`, `komputery`, `wpisowe` (domyślnie 50 ante).
    • Twoje wpisowe przechodzi z portfela na stół w chwili startu. To, co zostanie, wraca do ciebie, gdy odchodzisz albo gdy stół się zamyka. Odejście w trakcie rozdania oznacza pas.

    ▶️ **Rozdanie**
    • Każdy wnosi ante i dostaje pięć kart. **Moje karty** pokazuje twoje karty, tylko tobie.
    • Pierwsza runda licytacji, od gracza na lewo od rozdającego: **Czekaj** albo **Sprawdź**, **Postaw** albo **Podbij**, **Pas**.
    • Wymiana, po kolei według miejsc: w **Moich kartach** kliknij karty do odrzucenia, potem **Wymień** (albo **Bez wymiany**). Możesz je zaznaczyć, zanim przyjdzie twoja kolej.
    • Druga runda licytacji, potem odkrycie kart: najlepszy układ zgarnia pulę.
    • Każdy przy stole może nacisnąć **Rozdaj następne**; rola rozdającego przechodzi na kolejne miejsce.

    💰 **Zakłady: stały limit**
    • Zakłady i podbicia wynoszą 2 ante w pierwszej rundzie i 4 ante po wymianie.
    • Jeden zakład i najwyżej 4 podbicia na rundę.
    • Nie masz dość żetonów, żeby sprawdzić? Wchodzisz all-in i powstają pule poboczne.
    • Przy remisie pula jest dzielona; niepodzielny żeton trafia do pierwszego zwycięzcy na lewo od rozdającego.
    • Gdy minie czas na ruch, gracz czeka albo pasuje, jeśli jest zakład. Dwa razy z rzędu i przestajesz dostawać karty.

    🏅 **Układy, od najwyższego** (52 karty)
    • Poker królewski: A♠ K♠ Q♠ J♠ 10♠
    • Poker: 9♥ 8♥ 7♥ 6♥ 5♥
    • Kareta: 7♣ 7♦ 7♥ 7♠ K♦
    • Full: Q♠ Q♥ Q♦ 4♣ 4♠
    • Kolor: A♦ J♦ 8♦ 6♦ 2♦
    • Strit: 10♣ 9♦ 8♠ 7♥ 6♣ (A-2-3-4-5 to najniższy strit)
    • Trójka: 8♠ 8♥ 8♦ K♣ 3♦
    • Dwie pary: J♠ J♦ 5♣ 5♥ A♠
    • Para: K♥ K♣ 9♠ 6♦ 2♣
    • Wysoka karta: A♣ Q♦ 9♠ 6♥ 3♣
    Ten sam układ? Decydują karty, które go tworzą, potem kickery, od najwyższego. Kolory nigdy się nie liczą.

    🔹 **Talia 24 kart** (od 9 do asa): kolor jest rzadszy, więc bije karetę. Od najwyższego: poker królewski, poker (9-10-J-Q-K), **kolor**, kareta, full, strit, trójka, dwie pary, para, wysoka karta. Jedyne strity to od 9 do K i od 10 do A: nie ma strita z asem na dole.

    🏆 Ranking pokera dobieranego szereguje graczy według najlepszego układu.

## Nazwy komend, opcji i wyborów, tak jak pokazuje je Discord

# Poker dobierany: zlokalizowane nazwy (pl). Tekst mówi /poker stół i jego opcje
# talia, ante, miejsca, komputery, wpisowe.
name-poker-table = stół
name-opt-poker-table-deck = talia
name-opt-poker-table-ante = ante
name-opt-poker-table-seats = miejsca
name-opt-poker-table-computers = komputery
name-opt-poker-table-buyin = wpisowe
choice-poker-table-deck-52 = 52 karty
choice-poker-table-deck-24 = 24 karty (od 9 do asa)

## Osiągnięcia
achievement-draw-poker-first-pot = Pierwsza pula
achievement-draw-poker-first-pot-about = Wygraj rozdanie w pokerze dobieranym.
achievement-draw-poker-big-pot = Duża pula
achievement-draw-poker-big-pot-about = Wygraj w pokerze dobieranym pulę co najmniej cztery razy większą od twojego wkładu.
