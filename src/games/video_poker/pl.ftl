# Polski katalog video pokera: jego polecenia, plansza i odmowy. Wspólny katalog
# to src/locale/locales/pl.ftl.

kind-video-poker = Video poker
help-poker-video = Video poker, stawka od 1 do 5 żetonów. Rozdaj, klikaj karty, żeby je zatrzymać, wymień resztę i odbierz wypłatę z tabeli wypłat.
cmd-poker-video = Video poker: stawka od 1 do 5 żetonów, zatrzymaj wybrane karty, jedna wymiana.
opt-poker-video-bet = Żetony na rozdanie, od 1 do 5
vp-title = Video poker · { $table }
vp-table-jacks-9-6 = Walety lub lepiej 9/6
vp-table-classic = Klasyczna
vp-table-custom = Własna tabela
vp-footer = Stawka { $bet } · Saldo { $balance }
vp-pay-table = Tabela wypłat
vp-pay-hand = Układ
vp-choose-bet = Wybierz stawkę (od { $min } do { $max }) i rozdaj. { $rule }.
vp-pair-rule = Wypłacane pary: { $pair } lub lepiej
vp-pair-rule-aces = Wypłaca tylko para asów
vp-pair-label = { $pair } lub lepiej
vp-pair-label-aces = Para asów
vp-held-mark = HOLD
vp-hold-label = Zatrzymaj
vp-hold-hint = Kliknij karty, które chcesz zatrzymać, potem wymień. Bez zatrzymanych kart wymiana obejmie wszystkie 5.
vp-held = { $kept ->
    [one] Zatrzymana
   *[other] Zatrzymane
}: { $cards } · wymiana obejmie { $replaced ->
    [one] { $replaced } kartę
    [few] { $replaced } karty
    [many] { $replaced } kart
   *[other] { $replaced } karty
}
vp-held-label = { $card } HOLD
vp-stand-pat = Bez wymiany
vp-draw = Wymień
vp-deal = Rozdaj ({ $stake })
vp-deal-again = Rozdaj ponownie ({ $stake })
vp-bet-down = Stawka −
vp-bet-up = Stawka +
vp-bet-typed = Stawka…
vp-bet-form-title = Twoja stawka
vp-bet-form-label = Stawka w żetonach, od { $min } do { $max }
vp-leave = Wyjdź
vp-low-balance = { $chips ->
    [0] Masz { $balance }: odbierz /dzienne albo poproś kogoś o /daj, żeby znowu zagrać.
    [one] Masz { $balance }: zmniejsz stawkę albo odbierz /dzienne.
    [few] Masz { $balance }: zmniejsz stawkę albo odbierz /dzienne.
    [many] Masz { $balance }: zmniejsz stawkę albo odbierz /dzienne.
   *[other] Masz { $balance }: zmniejsz stawkę albo odbierz /dzienne.
}
vp-closed = Maszyna zamknięta. Zacznij od nowa: /poker wideo.
vp-closed-idle = Maszyna zamknięta po { $minutes ->
        [one] { $minutes } minucie bezczynności
        [few] { $minutes } minutach bezczynności
        [many] { $minutes } minutach bezczynności
       *[other] { $minutes } minuty bezczynności
    }. Zacznij od nowa: /poker wideo.
vp-royal-title = POKER KRÓLEWSKI! { $net }
vp-win-title = { $hand }! { $net }
vp-push-title = { $hand }: zwrot stawki
vp-no-win = Bez wygranej
vp-stood = Czas bezczynności minął, więc ręka została bez wymiany.
vp-pays = { $hand } wypłaca { $payout } przy stawce { $wager } (netto { $net }).
vp-no-pay = { $hand } nie wygrywa. Tracisz stawkę: { $wager }.
vp-stale = Ten przycisk był nieaktualny, więc nic się nie stało. Oto aktualny stan maszyny.
vp-closed-notice = Ta maszyna jest zamknięta. Zacznij od nowa: /poker wideo.
vp-timed-out = Ta maszyna została zamknięta po { $minutes ->
        [one] { $minutes } minucie bezczynności
        [few] { $minutes } minutach bezczynności
        [many] { $minutes } minutach bezczynności
       *[other] { $minutes } minuty bezczynności
    }, bez rozdania w grze.
vp-timed-out-paid = Ta maszyna została zamknięta po { $minutes ->
        [one] { $minutes } minucie bezczynności
        [few] { $minutes } minutach bezczynności
        [many] { $minutes } minutach bezczynności
       *[other] { $minutes } minuty bezczynności
    }. Rozdana ręka została bez wymiany: { $hand }, wypłata { $payout }.
vp-timed-out-lost = Ta maszyna została zamknięta po { $minutes ->
        [one] { $minutes } minucie bezczynności
        [few] { $minutes } minutach bezczynności
        [many] { $minutes } minutach bezczynności
       *[other] { $minutes } minuty bezczynności
    }. Rozdana ręka została bez wymiany i nic nie wygrała: stawka { $wager } przepada.
vp-replaced = Twoja poprzednia maszyna tutaj była bezczynna i została zamknięta:
vp-stats =
    Rozegrane rozdania: { $played }
    Wygrane rozdania: { $wins }
    Postawione: { $wagered } · Wypłacone: { $paid }
    Bilans w żetonach: { $net }
    Najlepszy układ: { $best }
    Najlepsze wybory: { $accuracy } z { $decisions ->
        [one] { $decisions } przeanalizowanej wymiany
        [few] { $decisions } przeanalizowanych wymian
        [many] { $decisions } przeanalizowanych wymian
       *[other] { $decisions } przeanalizowanej wymiany
    } · oczekiwana strata żetonów na błędach: { $lost }
vp-hint = 💡 Podpowiedź
vp-advice-best = 💡 Najlepiej zatrzymać: { $cards } · zwrot { $value } na żeton (czyli { $chips } przy stawce { $bet })
vp-advice-yours = Twój wybór: { $cards } · zwrot { $value } na żeton
vp-draw-all = nic (wymień wszystkie pięć)
vp-review-best = ✅ Najlepszy wybór: { $cards }. Żaden inny nie daje średnio więcej.
vp-dealt = Rozdane:
vp-after-draw = Po wymianie:
vp-review-mistake = 🎓 Najlepiej było zatrzymać: { $cards } ({ $best } na żeton); twój wybór daje { $yours } na żeton. Błąd kosztuje { $cost } na rozdanie.
vp-refuse-hints-off = Podpowiedzi w video pokerze są wyłączone na tym serwerze.
vp-refuse-analysis-not-ready = Analiza wyboru kart jeszcze się wczytuje; spróbuj ponownie za kilka sekund.

# Ustawienia serwera w /konfiguracja.
opt-config-games-pay_table = Tabela wypłat video pokera: nazwa albo rozpisane wypłaty (800,50,25,9,6,4,3,2,1/jacks)
opt-config-games-video_poker_hints = Czy video poker pokazuje przycisk Podpowiedź przy rozdanej ręce
config-name-pay_table = Tabela wypłat
config-name-video_poker_hints = Podpowiedzi w video pokerze
vp-config-pay-table = **{ $table }** ({ $title })
vp-setting-no-such-pay-table = nie ma tabeli wypłat o nazwie `{ $name }` (dostępne: { $known }) i nie jest to tabela rozpisana jako RF,SF,4K,FH,FL,ST,3K,2P,PAIR
vp-setting-bad-pays = rozpisana tabela to dziewięć wypłat na żeton przy 5 żetonach, RF,SF,4K,FH,FL,ST,3K,2P,PAIR, a potem opcjonalnie /jacks, /tens...: { $reason }
vp-pays-not-numbers = `{ $pays }` to nie dziewięć liczb całkowitych rozdzielonych przecinkami
vp-pays-count = ma { $count ->
    [one] { $count } wypłatę
    [few] { $count } wypłaty
    [many] { $count } wypłat
   *[other] { $count } wypłaty
}, a nie dziewięć
vp-pays-no-such-pair = `{ $pair }` to nie jest wysokość karty, np. jacks, tens albo aces
vp-pays-bad-name = nazwa tabeli wypłat może mieć od 1 do 32 znaków: liter, cyfr, - lub _
vp-pays-bad-min-pair = najniższa wypłacana para musi być od dwójek do asów
vp-pays-too-high = wypłata powyżej { $max } na żeton jest niedozwolona
vp-pays-nothing = tabela wypłat musi coś wypłacać za co najmniej jeden układ
vp-setting-low-return = ta tabela zwraca tylko { $percent }% przy idealnej grze; tabela serwera musi zwracać co najmniej { $min }%
vp-config-open-machines = Już otwarta maszyna przejdzie na nową tabelę przy następnym rozdaniu; ręka w grze zostanie wypłacona według tabeli, z którą ją rozdano.
vp-config-return = Teoretyczny zwrot (idealna gra)
vp-config-return-values = { $max }% przy 5 żetonach · { $one }% przy 1–4 żetonach
vp-config-return-generous = Powyżej 100%: gracze z czasem wygrywają żetony.
vp-config-tables = Tabele wypłat
vp-config-tables-list = { $tables } albo tabela rozpisana jako wypłaty na żeton przy 5 żetonach, RF,SF,4K,FH,FL,ST,3K,2P,PAIR/najniższa para (800,50,25,9,6,4,3,2,1/jacks)
vp-config-hints = **{ $value }** (ocena po każdej wymianie jest zawsze pokazywana)

# Pary według figur, do reguły par („Walety lub lepiej”).
rank-plural-2 = Dwójki
rank-plural-3 = Trójki
rank-plural-4 = Czwórki
rank-plural-5 = Piątki
rank-plural-6 = Szóstki
rank-plural-7 = Siódemki
rank-plural-8 = Ósemki
rank-plural-9 = Dziewiątki
rank-plural-10 = Dziesiątki
rank-plural-11 = Walety
rank-plural-12 = Damy
rank-plural-13 = Króle
rank-plural-14 = Asy

vp-refuse-no-such-card = W tej ręce nie ma karty { $card }.
vp-refuse-hand-in-progress = Najpierw dokończ rozdanie: wybierz karty do zatrzymania i wymień.
vp-refuse-bet-locked = Ten ruch nie jest teraz możliwy: stawka jest zablokowana aż do wymiany kart.
vp-refuse-awaiting-draw = Ten ruch nie jest teraz możliwy: to rozdanie wciąż czeka na wymianę kart.
vp-refuse-no-hand-out = Ten ruch nie jest teraz możliwy: nie ma rozdanych kart; najpierw rozdaj.

## Jak grać (/pomoc gra)

vp-rules =
    🎰 **Video poker** · `/poker wideo`
    Jedno rozdanie, jedna wymiana: ułóż jak najlepszy układ pokerowy i odbierz wypłatę z tabeli wypłat. Tylko ty i maszyna.

    ▶️ **Rozdanie**
    • Wybierz stawkę, od 1 do 5 żetonów, przyciskami **Stawka −** / **Stawka +**, a potem naciśnij **Rozdaj**. Stawka schodzi z twojego salda.
    • Pięć kart pochodzi ze świeżo potasowanej talii 52 kart. Kliknij karty, które chcesz zatrzymać: robią się zielone i pojawia się na nich HOLD. Kliknij ponownie, żeby zwolnić kartę.
    • Naciśnij **Wymień**: każda niezatrzymana karta zostaje zastąpiona kartą z tej samej talii (gdy zatrzymasz wszystkie pięć, przycisk zmienia się na **Bez wymiany**). Końcowy układ zostaje wypłacony, a potem **Rozdaj ponownie** albo **Wyjdź**.
    • 💡 **Podpowiedź** (jeśli serwer na nią pozwala) pokazuje najlepszy wybór kart i jego dokładny oczekiwany zwrot. Po każdej wymianie jedna linijka mówi, czy twój wybór był najlepszy i ile kosztował błąd.

    💰 **Tabela wypłat: Walety lub lepiej 9/6**
    Domyślna; serwer może wybrać inną, a maszyna zawsze pokazuje swoją. Wypłaty za każdy postawiony żeton, łącznie ze stawką (1 = zwrot stawki):
    • Poker królewski: 250, albo **800 za żeton przy 5 żetonach (4000)**
    • Poker: 50
    • Kareta: 25
    • Full: 9
    • Kolor: 6
    • Strit: 4
    • Trójka: 3
    • Dwie pary: 2
    • Para waletów lub wyższa: 1
    Wszystko słabsze przegrywa stawkę. Poker królewski za 4000 żetonów wymaga stawki 5 żetonów.

    🃏 **Układy, od najwyższego**
    • Poker królewski: A♠ K♠ Q♠ J♠ 10♠
    • Poker, pięć kolejnych kart w jednym kolorze: 9♥ 8♥ 7♥ 6♥ 5♥
    • Kareta: 7♣ 7♦ 7♥ 7♠ K♦
    • Full, trójka i para: Q♠ Q♥ Q♦ 4♣ 4♠
    • Kolor, pięć kart w jednym kolorze: A♦ J♦ 8♦ 6♦ 2♦
    • Strit, pięć kolejnych kart: 10♣ 9♦ 8♠ 7♥ 6♣ (as jest wysoki albo niski w A-2-3-4-5)
    • Trójka: 8♠ 8♥ 8♦ K♣ 3♦
    • Dwie pary: J♠ J♦ 5♣ 5♥ A♠
    • Para: K♥ K♣ 9♠ 6♦ 2♣ (w odmianie Walety lub lepiej płaci tylko para waletów lub wyższa)
    Kolory są sobie równe: nigdy nie rozstrzygają.

    ⏱️ Maszyna pozostawiona bez ruchu zamyka się po czasie ustalonym przez serwer; rozdana ręka zostaje bez wymiany i jest wypłacona.
    🏆 Ranking video pokera szereguje graczy według najlepszego układu.

## Nazwy komend, opcji i wyborów, tak jak pokazuje je Discord

# Video poker: zlokalizowane nazwy (pl). Tekst mówi /poker wideo.
name-poker-video = wideo
name-opt-poker-video-bet = stawka
name-opt-config-games-pay_table = tabela_wypłat
name-opt-config-games-video_poker_hints = podpowiedzi_w_video_pokerze

## Osiągnięcia
achievement-video-poker-royal-flush = Poker królewski
achievement-video-poker-royal-flush-about = Zbierz pokera królewskiego w video pokerze.
achievement-video-poker-straight-flush = Poker
achievement-video-poker-straight-flush-about = Zbierz pokera w video pokerze.
achievement-video-poker-four-of-a-kind = Kareta
achievement-video-poker-four-of-a-kind-about = Zbierz karetę w video pokerze.
achievement-video-poker-full-house = Full
achievement-video-poker-full-house-about = Zbierz fulla w video pokerze.
