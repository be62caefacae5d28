# Polski katalog Parlor (Project Fluent). Cały tekst widoczny dla graczy jest tutaj.
# Te same identyfikatory komunikatów co w en.ftl; wartości pokazujące ilości dostają
# liczbę ($count, $replaced) do wyboru formy liczby mnogiej i obok niej sformatowany tekst.

## Wspólne

chips = { $count ->
    [one] { $amount } żeton
    [few] { $amount } żetony
    [many] { $amount } żetonów
   *[other] { $amount } żetonu
}
# Kwota z częścią ułamkową (średnia): $whole to jej część całkowita; ułamki biorą dopełniacz.
chips-fraction = { $whole ->
   *[other] { $amount } żetonu
}
duration-under-a-minute = mniej niż minutę
duration-minutes = { $minutes } min
duration-hours = { $hours } h
duration-hours-minutes = { $hours } h { $minutes } min
duration-days = { $days ->
        [one] { $days } dzień
        [few] { $days } dni
        [many] { $days } dni
       *[other] { $days } dnia
    }
elapsed-seconds = { $seconds } s
elapsed-minutes-seconds = { $minutes } min { $seconds } s

board-chips = Żetony
# Kategoria liczby mnogiej $count (one, few, many lub other): wybiera formę waluty
# serwera (/config currency). Nie jest wyświetlana.
plural-form = { $count ->
    [one] one
    [few] few
    [many] many
   *[other] other
}

hand-high-card = Wysoka karta
hand-one-pair = Para
hand-two-pair = Dwie pary
hand-three-of-a-kind = Trójka
hand-straight = Strit
hand-flush = Kolor
hand-full-house = Full
hand-four-of-a-kind = Kareta
hand-straight-flush = Poker
hand-royal-flush = Poker królewski

## Odmowy

refuse-not-in-guild = Ta komenda działa tylko na serwerach, do których dodano Parlor: użyj jej na jednym z ich kanałów. Gdzie indziej grasz z własnego portfela.
board-deadline = ⏳ Bez ruchu gra wygaśnie { $when }.
refuse-table-unseen = Na tym serwerze odpowiedzi aplikacji, których do niego nie dodano, widzi wyłącznie osoba, która ich użyła, więc nikt poza tobą nie zobaczyłby tu twoich ruchów przy stole: stołu nie otwarto i nie zajęto przy nim miejsca. Zagraj tu partię tylko dla siebie albo graj przy stole na czacie grupowym lub na serwerze, do którego dodano Parlor.
refuse-game-off = Gra { $game } jest wyłączona na tym serwerze, więc nie rozpoczęto partii. Zarządzający serwerem może ją z powrotem włączyć komendą { $config }.
refuse-play-elsewhere = { $count ->
        [one] Na tym serwerze gra się na kanale { $channels }: zacznij grę tam.
       *[other] Na tym serwerze gra się na tych kanałach: { $channels }. Zacznij grę na jednym z nich.
    }
refuse-unknown-button = Ten przycisk nie należy tu do żadnej gry. Zacznij nową komendą { $start }.
refuse-not-parlors = To nie należy tu do żadnej gry Parlor, więc nic się nie stało. /pomoc pokazuje gry i komendy.
refuse-not-shown = Parlor nie mógł tu pokazać odpowiedzi. Spróbuj ponownie: twoje żetony są bezpieczne.
refuse-form-late = Formularz otwierał się zbyt długo. Naciśnij przycisk jeszcze raz: nic się nie zmieniło.
refuse-not-your-game = To nie twoja gra. Zacznij własną komendą { $start }.
refuse-not-your-turn = To nie twoja kolej.
refuse-only-opener = Tylko osoba, która otworzyła ten stół, może to zrobić.
refuse-stake-not-covered = { $member } nie ma już żetonów na stawkę tego stołu.
refuse-bet-range = Stawka musi wynosić od { $min } do { $max ->
    [one] { $max } żetonu
    [few] { $max } żetonów
    [many] { $max } żetonów
   *[other] { $max } żetonu
}.
refuse-cannot-cover = { $balance ->
    [0] Masz 0 żetonów. Odbierz /dzienne albo poproś kogoś o /daj, żeby zagrać.
    [one] Masz { $balance } żeton, za mało, żeby postawić { $bet }. Obniż stawkę albo odbierz /dzienne.
    [few] Masz { $balance } żetony, za mało, żeby postawić { $bet }. Obniż stawkę albo odbierz /dzienne.
    [many] Masz { $balance } żetonów, za mało, żeby postawić { $bet }. Obniż stawkę albo odbierz /dzienne.
   *[other] Masz { $balance } żetonu, za mało, żeby postawić { $bet }. Obniż stawkę albo odbierz /dzienne.
}
refuse-game-over = Ta gra się skończyła.
refuse-not-enough-chips = Nie masz na to żetonów, więc nic się nie zmieniło.
refuse-give-to-self = Nie możesz przekazać żetonów sobie.
refuse-bot-user = Boty nie mają żetonów.
refuse-give-nothing = Daj co najmniej 1 żeton.
refuse-not-enough-to-give = Za mało żetonów: masz { $balance }, a chcesz dać { $amount }.
refuse-give-cap = To przekracza twój limit przekazywania, który wynosi { $cap ->
    [one] { $cap } żeton
    [few] { $cap } żetony
    [many] { $cap } żetonów
   *[other] { $cap } żetonu
} na 24 godziny: teraz możesz dać jeszcze { $left }.
audit-title = Ruchy żetonów
audit-head = Ostatnie ruchy żetonów gracza { $who } na tym serwerze ({ $count }), od najnowszego:
audit-none = Gracz { $who } nie ma na tym serwerze żadnych ruchów żetonów.
refuse-not-auditor = Tylko osoby z uprawnieniem Zarządzanie serwerem albo z rolą, której serwer pozwala używać /audyt, mogą oglądać ruchy żetonów gracza.
refuse-log-channel-no-token = Kanał { $channel } nie może być kanałem dziennika: Parlor działa tu bez tokena bota, więc nie może publikować wiadomości. Nic nie zostało zmienione.
refuse-log-channel-no-permission = Kanał { $channel } nie może być kanałem dziennika: Parlor go nie widzi albo nie może w nim wysyłać wiadomości. Nadaj botowi Parlor uprawnienia Wyświetlanie kanału i Wysyłanie wiadomości, a potem spróbuj ponownie. Nic nie zostało zmienione.
refuse-log-channel-unchecked = Parlor nie mógł sprawdzić, czy może publikować w kanale { $channel }: Discord nie odpowiedział. Nic nie zostało zmienione; spróbuj ponownie za chwilę.
refuse-announce-channel-no-token = Kanał { $channel } nie może służyć do ogłoszeń sezonów: Parlor działa tu bez tokena bota, więc nie może publikować wiadomości. Nic nie zostało zmienione.
refuse-announce-channel-no-permission = Kanał { $channel } nie może służyć do ogłoszeń sezonów: Parlor go nie widzi albo nie może w nim wysyłać wiadomości. Nadaj botowi Parlor uprawnienia Wyświetlanie kanału i Wysyłanie wiadomości, a potem spróbuj ponownie. Nic nie zostało zmienione.
audit-reason-start = żetony na start
audit-reason-daily = dzienne żetony
audit-reason-give = przekazane
audit-reason-gift = otrzymane
audit-reason-bet = stawka
audit-reason-payout = wypłata
audit-reason-stake = wpłata do puli
audit-reason-winnings = wygrana z puli
audit-reason-refund = zwrot stawki
audit-reason-buy-in = wpisowe
audit-reason-cash-out = zabrane ze stołu
refuse-receive-cap = To przekracza limit otrzymywania gracza { $who }: { $cap ->
    [one] { $cap } żeton
    [few] { $cap } żetony
    [many] { $cap } żetonów
   *[other] { $cap } żetonu
} na 24 godziny, łącznie od wszystkich. Teraz może dostać jeszcze { $left }, a tę kwotę będzie można przekazać za { $wait }.
refuse-receive-cap-never = Gracz { $who } może dostać najwyżej { $cap ->
    [one] { $cap } żeton
    [few] { $cap } żetony
    [many] { $cap } żetonów
   *[other] { $cap } żetonu
} na 24 godziny, łącznie od wszystkich: daj { $cap } lub mniej.
refuse-give-account-new-you = Przekazywanie żetonów na tym serwerze wymaga konta Discord mającego co najmniej { $days ->
        [one] { $days } dzień
        [few] { $days } dni
        [many] { $days } dni
       *[other] { $days } dnia
    }: twoje osiągnie ten wiek za { $wait }.
refuse-give-account-new = Przekazywanie żetonów na tym serwerze wymaga konta Discord mającego co najmniej { $days ->
        [one] { $days } dzień
        [few] { $days } dni
        [many] { $days } dni
       *[other] { $days } dnia
    }: konto gracza { $who } osiągnie ten wiek za { $wait }.
refuse-give-games-you = Przekazywanie żetonów na tym serwerze wymaga { $needed ->
        [one] { $needed } ukończonej gry
        [few] { $needed } ukończonych gier
       *[many] { $needed } ukończonych gier
    }. Twoje ukończone gry: { $played }, brakuje jeszcze { $more }.
refuse-give-games = Przekazywanie żetonów na tym serwerze wymaga { $needed ->
        [one] { $needed } ukończonej gry
        [few] { $needed } ukończonych gier
       *[many] { $needed } ukończonych gier
    }. Ukończone gry gracza { $who }: { $played }, brakuje jeszcze { $more }.
refuse-not-manager = Tylko osoby z uprawnieniem Zarządzanie serwerem albo z rolą, której serwer pozwala używać /konfiguracja, mogą zmieniać ustawienia bota Parlor.
refuse-not-manager-view = Tylko osoby z uprawnieniem Zarządzanie serwerem albo z rolą, której serwer pozwala używać /konfiguracja, mogą przeglądać ustawienia bota Parlor.
refuse-bad-setting = { $key }: { $reason }
refuse-unknown-board = Nie ma rankingu o nazwie { $name }. Dostępne rankingi: { $boards }.
refuse-unknown-command = Nieznana komenda: /{ $name }.
refuse-missing-option = { $command } wymaga opcji { $option }.
refuse-bad-option = { $command }: opcja { $option } ma wartość złego typu.
refuse-bad-choice = { $command }: { $option } przyjmuje jedną z wartości { $choices }, a nie „{ $value }”.
refuse-repeated-option = { $command }: opcja { $option } została podana dwa razy.
refuse-unknown-option = { $command } nie ma opcji { $option }.
refuse-busy = Parlor jest teraz zajęty, więc nic się nie zmieniło. Spróbuj ponownie za chwilę.
refuse-internal = Coś poszło nie tak po naszej stronie i nic się nie zmieniło. Spróbuj ponownie.

setting-out-of-range = musi wynosić od { $min } do { $max }, a nie { $value }
setting-minutes-out-of-range = musi wynosić od { $min } do { $max ->
    [one] { $max } minuty
    [few] { $max } minut
    [many] { $max } minut
   *[other] { $max } minuty
}, a nie { $value }
setting-unknown = żadna gra nie ma ustawienia o nazwie `{ $key }`
setting-bad-value = `{ $value }` nie jest wartością tego ustawienia

table-already-seated = Już siedzisz przy tym stole.
table-full = Ten stół jest pełny: { $seats ->
    [one] { $seats } miejsce
    [few] { $seats } miejsca
    [many] { $seats } miejsc
   *[other] { $seats } miejsca
}.
table-not-seated = Nie siedzisz przy tym stole.
table-not-enough-players = Do rozpoczęcia gry przy stole potrzeba co najmniej { $min ->
    [one] { $min } gracza
    [few] { $min } graczy
    [many] { $min } graczy
   *[other] { $min } gracza
}.
table-already-started = Gra już się zaczęła.
table-join-between-hands = Trwa runda: gdy się skończy, naciśnij ponownie Dołącz, a zagrasz od następnej.
table-not-started = Gra jeszcze się nie zaczęła.
table-opener-cannot-leave = To ty otwierasz ten stół: zamiast wychodzić, anuluj go.
table-stake-not-covered = Ktoś przy stole nie ma już żetonów na stawkę.
table-cannot-stake = Masz { $balance ->
        [one] { $balance } żeton
        [few] { $balance } żetony
        [many] { $balance } żetonów
       *[other] { $balance } żetonu
    }, a stawka przy tym stole wynosi { $stake }.
table-stake-range = Stawka może wynosić od 0 do { $max ->
    [one] { $max } żetonu
    [few] { $max } żetonów
    [many] { $max } żetonów
   *[other] { $max } żetonu
}.
table-computer-casual = Komputer { $seat } (amator)
table-computer-expert = Komputer { $seat } (ekspert)
table-seat-left = odejście od stołu
named = { $name }: { $text }
table-seat-dropped = usunięcie za bezczynność
table-join = Dołącz
table-leave = Wyjdź
table-add-casual = Dodaj komputer
table-add-expert = Dodaj komputer (ekspert)
table-start = Zacznij
table-cancel = Anuluj
table-stake = Stawka: { $stake } od osoby, pobierana na starcie; pulę zgarnia najwyżej sklasyfikowany gracz.
table-no-stake = Bez stawki: gra o chwałę.
table-lobby = Zajęte miejsca: { $seated } z { $max } (do startu potrzeba { $min }). { $stake }
table-took-home = Odchodzisz od stołu i zabierasz { $amount } do portfela.
table-closed-took-home = Stół został zamknięty, a ty zabierasz { $amount } do portfela.
table-finished = Gra się skończyła.
table-cancelled = Stół został anulowany.
table-abandoned = Wszyscy odeszli od stołu: każda stawka wróciła do właściciela.
table-cashed-out = Stół został zamknięty: każdy zabrał swoje żetony z powrotem do portfela.
table-winner-share = { $who } ({ $net })
table-won = { $count ->
    [one] Zwycięzca
    [few] Zwycięzcy
    [many] Zwycięzcy
   *[other] Zwycięzcy
}: { $winners }.
table-pool-to-members = { $count ->
    [one] Komputer nie bierze żetonów, więc pula trafia do najwyżej sklasyfikowanego gracza
    [few] Komputer nie bierze żetonów, więc pulę dzielą najwyżej sklasyfikowani gracze
    [many] Komputer nie bierze żetonów, więc pulę dzielą najwyżej sklasyfikowani gracze
   *[other] Komputer nie bierze żetonów, więc pulę dzielą najwyżej sklasyfikowani gracze
}: { $members }.

## Komunikaty obok odświeżonej gry

notice-stale = Ten przycisk był nieaktualny, więc nic się nie stało. Oto gra w obecnym stanie.
notice-closed = Ta gra się skończyła. Zacznij nową komendą { $start }.
notice-timed-out = Czas na ten ruch minął, więc gra toczy się dalej. Oto jej obecny stan.
notice-replaced = Twoja poprzednia gra tutaj była bezczynna; oto jak się zakończyła:

## Żetony

balance-title = Saldo
balance-own = Masz **{ $amount }**.
balance-other = { $member } ma **{ $amount }**.
balance-rank = Miejsce #{ $rank } tutaj.
balance-daily-hint = Odbieraj codziennie darmowe żetony komendą /dzienne.
balance-daily-later = Kolejne /dzienne będzie dostępne za { $wait }.
balance-not-played = { $member } jeszcze tu nie gra. Na start dostanie { $starting }.

daily-title = Dzienne żetony
daily-bonus = ({ $base } + premia za serię { $bonus })
daily-claimed =
    Seria: dzień { $streak }. Saldo: { $balance }.
    Kolejny odbiór za { $next }.
daily-wait = Dzisiejsze żetony są już odebrane. Kolejny odbiór będzie możliwy za { $wait } (seria: dzień { $streak }).
daily-next-bonus = Jeśli zdążysz z kolejnym odbiorem, dostaniesz premię za serię +{ $bonus }.
daily-graced = 🛟 Od ostatniego odbioru minęło ponad 48 godzin, ale twoja seria trwa: zadziałała ochrona serii.
daily-grace-ready = Ochrona serii: 1 dostępna (odbiór od 48 do 72 godzin po poprzednim nie przerywa serii).
daily-grace-in = Ochrona serii: następna będzie dostępna po { $claims ->
        [one] { $claims } kolejnym odbiorze
        [few] { $claims } kolejnych odbiorach
       *[many] { $claims } kolejnych odbiorach
    }.
give-title = Żetony wysłane
give-done =
    Przekazano **{ $amount }** graczowi { $member }.
    Twoje saldo: { $balance }. W ciągu najbliższych 24 godzin możesz dać jeszcze { $left }.

leaderboard-title = Ranking
leaderboard-title-game = Ranking · { $game }
leaderboard-empty = Nikt tu jeszcze nie ma żetonów. Zajmij pierwsze miejsce: /dzienne, a potem dowolna gra (listę gier pokazuje /pomoc).
leaderboard-empty-game = W tym rankingu nikogo jeszcze nie ma.
leaderboard-footer = Strona { $page } z { $pages }
leaderboard-footer-rank = Strona { $page } z { $pages } · Ty: #{ $rank } ({ $amount })
leaderboard-footer-no-chips = Strona { $page } z { $pages } · Nie masz tu jeszcze żetonów
leaderboard-footer-rank-of = Strona { $page } z { $pages } · { $name }: #{ $rank } ({ $amount })
leaderboard-first = « Pierwsza
leaderboard-previous = ‹ Poprzednia
leaderboard-next = Następna ›
leaderboard-last = Ostatnia »

stats-title = Statystyki
stats-yours = Twoje statystyki
stats-theirs = Statystyki gracza { $member }
stats-empty = { $who } są puste: nie rozegrano tu jeszcze żadnej partii.
stats-intro = { $who } tutaj.

## Ustawienia

config-title = Ustawienia serwera
config-title-changed = Ustawienia serwera zaktualizowane
config-changed = Zmieniono: { $keys }.
config-name-starting_chips = Żetony na start
config-name-daily_amount = Dzienne żetony
config-name-daily_streak_bonus = Premia za serię, za dzień
config-name-daily_streak_max = Premia za serię rośnie przez
config-name-give_daily_cap = Limit przekazywania, na gracza na 24 godziny
config-name-give_min_account_days = Minimalny wiek konta do przekazywania
config-name-give_min_games = Minimalna liczba gier na tym serwerze do przekazywania
config-name-give_receive_daily_cap = Limit otrzymywania, na gracza na 24 godziny
config-name-idle_timeout_minutes = Limit bezczynności
config-name-log_channel = Kanał dziennika
config-name-log_posts = Wpisy w dzienniku
config-name-log_gift_over = Próg zapisywania przekazań
config-name-language = Język wiadomości publicznych
config-name-card_style = Karty, kości i pionki
config-name-season = Sezony
config-name-announce_channel = Ogłoszenia sezonów
config-name-currency_name = Nazwa waluty
config-name-currency_emoji = Emoji waluty
config-name-currency_one = Waluta, forma „one” (1)
config-name-currency_few = Waluta, forma „few” (2–4)
config-name-currency_many = Waluta, forma „many” (5, 12, 25…)
config-name-currency_other = Waluta, forma „other” (ułamki)
config-name-game_channels = Kanały, na których można zaczynać gry
config-name-games_off = Wyłączone gry
config-everywhere = **wszystkie kanały**
config-none-off = **brak**
config-no-currency = **żetony Parlora**
config-chips = **{ $value }**
config-days = { $value ->
    [one] **{ $value }** dzień
    [few] **{ $value }** dni
    [many] **{ $value }** dni
   *[other] **{ $value }** dnia
}
config-minutes = **{ $value }** min
config-count = **{ $value }**
config-no-channel = **brak**
config-setting = { $name }: { $value }
config-switch = **{ $value }**
config-footer = Zmień komendą /konfiguracja <temat> opcja:wartość, na przykład /konfiguracja ekonomia żetony_na_start:500
config-group = **{ $command }**
log-gift = 🎁 { $giver } → { $receiver }: przekazano { $amount }.
log-refused = ⛔ Odmowa przekazania: { $giver } → { $receiver }, { $amount }. { $reason }
log-reason-receive-cap = Gracz { $member } może dostać jeszcze tylko { $left } (limit: { $cap } na 24 godziny).
log-reason-receive-cap-full = Limit otrzymywania gracza { $member } ({ $cap } na 24 godziny) jest już wyczerpany.
log-reason-account-new = Przekazywanie żetonów na tym serwerze wymaga konta Discord mającego co najmniej { $days ->
        [one] { $days } dzień
        [few] { $days } dni
        [many] { $days } dni
       *[other] { $days } dnia
    }: konto gracza { $member } jest młodsze.
log-reason-games = Przekazywanie żetonów na tym serwerze wymaga { $needed ->
        [one] { $needed } ukończonej gry
        [few] { $needed } ukończonych gier
        [many] { $needed } ukończonych gier
       *[other] { $needed } ukończonej gry
    }. Ukończone gry gracza { $member }: { $played }.
log-config = ⚙️ Ustawienia zmienione przez { $manager }:
log-config-line = { $name }: { $before } → { $after }

## Pomoc i komendy tak, jak pokazuje je Discord

help-page-games = Gry
help-page-chips = Żetony i wyniki
help-page-managers = Dla zarządzających
help-title = Parlor · pomoc
help-intro = Salon gier dla serwera, prywatnych wiadomości i czatów grupowych. Serwer, do którego dodano Parlor, ma własne żetony, a na start każdy dostaje ustawione przez niego saldo początkowe; gdzie indziej grasz z własnego portfela. Każdy ruch żetonów trafia do rejestru.
help-balance = Twoje żetony albo żetony innego gracza.
help-daily = Darmowe żetony raz na 24 godziny; odbieranie dzień po dniu buduje premię za serię.
help-give = Przekaż żetony innemu graczowi (z dziennym limitem).
help-leaderboard = Najbogatsi gracze i twoje miejsce albo najlepsze wyniki w danej grze; gdy serwer ma sezony, ranking sezonu: żetony wygrane na czysto w grach i najlepsze wyniki każdej gry od początku sezonu (okres:cała historia, by zobaczyć pełny ranking).
help-season = Sezon: kiedy się kończy, pierwsza dziesiątka według żetonów wygranych w grach, twoje miejsce i zwycięzcy poprzednich sezonów.
help-stats = Twoje statystyki w każdej grze (rozdania, bilans żetonów, najlepszy układ) albo statystyki innego gracza.
help-achievements = Twoje osiągnięcia (zdobyte i do zdobycia) i ich rzadkość na tym serwerze albo osiągnięcia innego gracza.
help-profile = Twoja karta profilu: żetony, miejsce w rankingu, miejsce w sezonie, seria codziennych odbiorów, osiągnięcia i saldo z ostatnich 30 dni; albo karta innego gracza.
help-audit = Dla zarządzających serwerem: ostatnie 25 ruchów żetonów gracza (gry, przekazania, dzienne żetony, stawki), prywatnie.
help-help = Ta wiadomość; z opcją gra: zasady danej gry (układy, rubryki, wypłaty, punktacja).
help-rules-title = Jak grać · { $game }
opt-help-game = Gra, której zasady pokazać
help-config = Dla zarządzających serwerem, według tematów: pokaż (wszystkie ustawienia), ekonomia (żetony na start i dzienne, premia za serię), przekazania (limity, zasady przeciw drugim kontom), waluta (własna nazwa i emoji żetonów, ze słowem po kwocie w każdej formie liczby mnogiej), kanały (gdzie można zaczynać gry: zezwól, usuń; pusta lista to wszędzie), gry (wyłączanie i włączanie gier, limit bezczynności, zasady każdej gry), sezony, dziennik (kanał dziennika) i wygląd (język, karty i kości).
help-usage-options = [opcja:wartość …] ({ $count ->
        [one] { $count } opcja
        [few] { $count } opcje
       *[many] { $count } opcji
    })
cmd-poker = Gry w pokera.
cmd-balance = Twoje żetony albo żetony innego gracza.
opt-balance-user = Czyje saldo (domyślnie twoje)
cmd-daily = Odbierz darmowe żetony (raz na 24 godziny; seria daje więcej).
cmd-give = Przekaż żetony innemu graczowi.
opt-give-user = Kto dostaje żetony
opt-give-amount = Ile żetonów
cmd-leaderboard = Najbogatsi gracze albo najlepsze wyniki w danej grze.
opt-leaderboard-board = Który ranking (domyślnie żetony)
opt-leaderboard-period = Ranking tego sezonu albo całej historii (domyślnie sezonu, gdy serwer ma sezony)
cmd-season = Sezon: koniec, pierwsza dziesiątka, twoje miejsce, dawni zwycięzcy.
cmd-stats = Twoje statystyki w każdej grze albo statystyki innego gracza.
cmd-audit = Ostatnie 25 ruchów żetonów gracza na tym serwerze (tylko Zarządzanie serwerem).
opt-stats-user = Czyje statystyki (domyślnie twoje)
cmd-achievements = Twoje osiągnięcia albo osiągnięcia innego gracza.
opt-achievements-user = Czyje osiągnięcia (domyślnie twoje)
cmd-profile = Twoja karta profilu albo karta innego gracza.
opt-profile-user = Czyj profil (domyślnie twój)
opt-audit-user = Gracz, którego ruchy pokazać
cmd-help = Jak grać i wszystkie komendy.
cmd-config = Ustawienia serwera według tematów (tylko Zarządzanie serwerem).
cmd-config-show = Pokazuje wszystkie ustawienia serwera.
cmd-config-economy = Żetony na start, dzienne żetony i premia za serię.
cmd-config-gifts = Limity przekazywania i zasady przeciw drugim kontom.
cmd-config-currency = Nazwa i emoji żetonów na tym serwerze.
cmd-config-channels = Kanały, na których można zaczynać gry.
cmd-config-games = Wyłączone gry, limit bezczynności, zasady każdej gry.
cmd-config-season = Sezony i kanał, na którym ogłaszani są zwycięzcy.
cmd-config-log = Kanał dziennika i to, co zapisuje.
cmd-config-display = Język wiadomości publicznych, wygląd kart i kości.
opt-config-currency-currency_name = Sama nazwa waluty (Złoto); „none” przywraca żetony Parlora
opt-config-currency-currency_emoji = Emoji przed każdą kwotą; „none”, by go nie było
opt-config-currency-currency_one = Słowo po 1 (moneta)
opt-config-currency-currency_few = Słowo po 2–4, 22–24… (monety)
opt-config-currency-currency_many = Słowo po 5, 12, 25… (monet)
opt-config-currency-currency_other = Słowo po ułamkach (monety); w angielskim po większości liczb
opt-config-channels-allow = Pozwól zaczynać gry na tym kanale (pusta lista: wszędzie)
opt-config-channels-remove = Usuń ten kanał z listy (pusta lista: wszystkie kanały)
opt-config-games-disable = Wyłącz tę grę: nie da się jej zacząć, trwające partie toczą się dalej
opt-config-games-enable = Włącz z powrotem tę grę
opt-config-economy-starting_chips = Żetony, z którymi zaczyna nowy gracz
opt-config-economy-daily_amount = Żetony przyznawane przez /dzienne
opt-config-economy-daily_streak_bonus = Dodatkowe żetony za każdy kolejny dzień
opt-config-economy-daily_streak_max = Liczba dni, po której premia za serię przestaje rosnąć
opt-config-gifts-give_daily_cap = Limit żetonów, które gracz może przekazać w 24 h
opt-config-gifts-give_min_account_days = Minimalny wiek konta Discord w dniach do przekazań (0: wyłączone)
opt-config-gifts-give_min_games = Gry ukończone tutaj przed przekazywaniem (0: wyłączone)
opt-config-log-log_channel = Kanał, na którym Parlor zapisuje przekazania i zmiany ustawień
opt-config-log-log_posts = Wpisy na kanale dziennika (wyłączone: wstrzymane, kanał zostaje)
opt-config-log-log_gift_over = Zapisuj tylko przekazania powyżej tej liczby żetonów (0: wszystkie)
opt-config-gifts-give_receive_daily_cap = Limit żetonów otrzymanych przez gracza w 24 h (0: wyłączony)
opt-config-games-idle_timeout_minutes = Po ilu minutach bezczynna gra wygasa
opt-config-display-language = Język stołów, gier i rankingów (auto: język serwera na Discordzie)
opt-config-display-card_style = Pokazuj karty, kości i pionki jako emoji, jako jeden obrazek na planszę lub jako tekst
opt-config-season-season = Sezony: tygodniowe lub miesięczne (UTC) albo wyłączone
opt-config-season-announce_channel = Kanał, w którym Parlor ogłasza zwycięzców każdego sezonu

## Stół w terminalu

terminal-help =
    Wpisz komendę z ukośnikiem jak w Discordzie albo:
      click <numer>                     naciśnij przycisk ostatniej wiadomości według jego numeru
      click <etykieta>                  ...albo według etykiety lub akcji: click deal, click bet +
      click <custom_id>                 ...albo według jego id (dla skryptów)
      select <opcja>                    wybierz w menu ostatniej wiadomości: select chance
      select <custom_id> <wartość>...   ...albo w menu według jego id (dla skryptów)
      submit <pole>:<wartość>...        wypełnij i wyślij formularz otwarty przyciskiem: submit bet:3
      as <nazwa> [en|fr|pl]             działaj jako inny gracz, w jego języku (@player zarządza serwerem)
      in #<kanał>                       działaj od teraz na innym kanale (in #table, by wrócić)
      in dm                             działaj w prywatnej rozmowie z Parlorem (własny portfel)
      in group <nazwa>                  działaj na czacie grupowym (własny portfel)
      in server <nazwa>                 działaj na serwerze, do którego nie dodano Parlor (własny portfel)
      wait <N>[s|m|h|d]                 przesuń czas, najwyżej o 366d (limity bezczynności, /dzienne)
      expire                            uruchom teraz sprzątanie bezczynnych gier
      help, quit
terminal-help-commands = Komendy:
play-kept-in = Żetony stołu w terminalu są przechowywane w { $file } (w jego osobnej bazie; inną wskażesz przez --db PLIK).
play-welcome = Stół Parlora w terminalu. Wpisz /pomoc, by zobaczyć komendy Parlora, help, by zobaczyć komendy stołu, a quit, by wyjść.
play-updated = wiadomość zmieniona
play-updated-working = (w toku…) wiadomość zmieniona
play-private = tylko ty to widzisz
play-private-thinking = (myślę…) tylko ty to widzisz
play-private-follow-up = tylko ty to widzisz (ciąg dalszy)
play-new = nowa wiadomość
play-new-thinking = (myślę…) nowa wiadomość
play-other-updated = inna wiadomość zmieniona
play-done = (gotowe)
play-attachment = 📎 { $file } zapisano jako { $path }
play-attachment-failed = błąd: nie udało się zapisać { $file }: { $problem }
# The picture of a board in the pictures style, as its alt text reads it.
play-picture = 🖼 { $text }
play-unchanged = { $name } (bez zmian)
play-disabled = (wyłączony)
play-menu = <{ $placeholder }> wybierz jedną z opcji: { $options }
play-error = błąd: { $problem }
play-line-not-text = błąd: wiersz { $line } nie jest tekstem UTF-8; pominięty
play-typed-not-text = błąd: ten wiersz nie jest tekstem UTF-8; pominięty
play-terminal-failed = błąd: nie można czytać z terminala: { $why }
play-acting-as = (teraz działasz jako @{ $name })
play-now-in = (teraz na kanale #{ $channel })
play-now-in-dm = (teraz w prywatnej rozmowie z Parlorem)
play-now-in-group = (teraz na czacie grupowym { $group })
play-now-in-guest = (teraz na kanale #general serwera { $server }, do którego nie dodano Parlor)
play-usage-in = użycie: in #<kanał>, in dm, in group <nazwa> lub in server <nazwa>, np. in #casino (in #table, by wrócić)
play-bad-place = `{ $place }` to nie jest miejsce do gry; { $usage }
play-later = ({ $duration } później)
play-unknown-command = nieznana komenda `{ $name }` (wpisz help)
play-bad-value = opcja `{ $option }` oczekuje { $expects }, a nie `{ $value }`
play-expects-number = liczby całkowitej
play-expects-member = gracza, np. @bob
play-expects-channel = kanału, np. #log
play-not-an-option = opcje zapisuje się jako nazwa:wartość, a nie `{ $word }`
play-usage-as = użycie: as <nazwa> [en|fr|pl]
play-usage-wait = użycie: wait <N>[s|m|h|d], np. wait 20m
play-usage-click = użycie: click <numer | etykieta | custom_id>, np. click 2 albo click deal
play-usage-select = użycie: select [<custom_id>] <wartość | etykieta | numer>, np. select chance
play-bad-name = `{ $name }` to nie jest nazwa gracza: { $why }
play-name-empty = po @ potrzebna jest nazwa
play-name-too-long = nazwa może mieć najwyżej 32 znaki
play-name-characters = nazwa składa się z liter, cyfr oraz _, - i .
play-name-bot = to jest bot; nikt nie może działać w jego imieniu
play-wait-too-long = wait przesuwa czas najwyżej o 366d (rok i dzień)
play-bad-locale = `{ $code }` to nie jest język, którym mówi Parlor: en, fr albo pl
play-no-buttons = brak przycisków
play-click-no-message = nie ma jeszcze wiadomości z przyciskami: zacznij grę (listę gier pokazuje /pomoc)
play-click-no-menu = ostatnia wiadomość nie ma menu do wyboru
play-usage-submit = użycie: submit <pole>:<wartość>..., np. submit bet:3
play-form = formularz, widoczny tylko dla ciebie
play-form-field = { $field }: { $label }
play-form-submit = Wypełnij go tak: { $example }
play-no-form = nie ma otwartego formularza: otwórz go przyciskiem
play-form-no-field = formularz nie ma pola „{ $field }” (dostępne pola: { $fields })
play-form-missing = formularz wymaga pola „{ $field }”
play-form-length = pole „{ $field }” przyjmuje od { $min } do { $max } znaków
play-click-no-number = nie ma przycisku { $number }; ostatnia wiadomość ma: { $buttons }
play-click-no-label = żaden przycisk nie nazywa się `{ $label }`; ostatnia wiadomość ma: { $buttons }
play-click-several = `{ $label }` może oznaczać kilka przycisków: { $buttons }; kliknij właściwy według numeru
play-click-disabled = przycisku [{ $label }] nie można teraz kliknąć
play-select-no-number = nie ma opcji { $number }; menu ma ich { $count }
play-select-not-in-menu = `{ $wanted }` nie ma w menu: { $labels }
play-select-several = `{ $wanted }` może oznaczać kilka opcji: { $labels }

## Rankingi

leaderboard-week = Ten tydzień
leaderboard-week-empty = Brak wyników z ostatnich 7 dni.
leaderboard-today = Plansza dnia
leaderboard-today-empty = Nikt jeszcze nie zagrał dzisiejszej planszy.

## Łamigłówki

hints-unranked = 💡 { $hints ->
    [one] Użyto jednej podpowiedzi
    [few] Użyto { $hints } podpowiedzi
    [many] Użyto { $hints } podpowiedzi
   *[other] Użyto { $hints } podpowiedzi
}: ta gra wlicza się do statystyk (/statystyki), ale nie do rankingu.
puzzle-hint = 💡 Podpowiedź
puzzle-undo = ↩ Cofnij
puzzle-give-up = Poddaj się
menu-previous = ◀ Poprzednie
menu-next = Następne ▶
puzzle-refuse-nothing-to-undo = Nie ma ruchu do cofnięcia.
puzzle-refuse-over = Ta gra się skończyła. Zacznij nową jej komendą.
puzzle-refuse-finish-first = Masz tu już otwartą planszę. Dokończ ją albo naciśnij Poddaj się, zanim zaczniesz kolejną.

## Nazwy komend, opcji i wyborów, tak jak pokazuje je Discord

# Zlokalizowane (pl) nazwy wspólnych komend Parlor, ich opcji i wspólnych wyborów.
# Nazwy muszą zgadzać się z tekstem katalogów (/saldo, /dzienne, /daj, /ranking,
# /statystyki, /pomoc, /konfiguracja).

## Komendy
name-poker = poker
name-balance = saldo
name-daily = dzienne
name-give = daj
name-leaderboard = ranking
name-season = sezon
name-stats = statystyki
name-achievements = osiągnięcia
name-profile = profil
name-audit = audyt
name-help = pomoc
name-config = konfiguracja
name-config-show = pokaż
name-config-economy = ekonomia
name-config-gifts = przekazania
name-config-currency = waluta
name-config-channels = kanały
name-config-games = gry
name-config-season = sezony
name-config-log = dziennik
name-config-display = wygląd

## Opcje
name-opt-balance-user = gracz
name-opt-give-user = gracz
name-opt-give-amount = kwota
name-opt-leaderboard-board = tabela
name-opt-leaderboard-period = okres
name-opt-stats-user = gracz
name-opt-achievements-user = gracz
name-opt-profile-user = gracz
name-opt-audit-user = gracz
name-opt-help-game = gra

## Opcje /konfiguracja (po jednej na ustawienie serwera)
name-opt-config-economy-starting_chips = żetony_na_start
name-opt-config-economy-daily_amount = dzienna_kwota
name-opt-config-economy-daily_streak_bonus = premia_za_serię
name-opt-config-economy-daily_streak_max = maks_dni_serii
name-opt-config-gifts-give_daily_cap = limit_przekazywania
name-opt-config-gifts-give_min_account_days = minimalny_wiek_konta
name-opt-config-gifts-give_min_games = minimalna_liczba_gier
name-opt-config-gifts-give_receive_daily_cap = limit_otrzymywania
name-opt-config-log-log_channel = kanał_dziennika
name-opt-config-log-log_posts = wpisy_dziennika
name-opt-config-log-log_gift_over = próg_zapisu_przekazań
name-opt-config-games-idle_timeout_minutes = limit_bezczynności
name-opt-config-display-language = język
name-opt-config-display-card_style = wygląd_kart
name-opt-config-season-season = sezony
name-opt-config-season-announce_channel = kanał_ogłoszeń
name-opt-config-currency-currency_name = nazwa_waluty
name-opt-config-currency-currency_emoji = emoji_waluty
name-opt-config-currency-currency_one = waluta_one
name-opt-config-currency-currency_few = waluta_few
name-opt-config-currency-currency_many = waluta_many
name-opt-config-currency-currency_other = waluta_other
name-opt-config-channels-allow = zezwól
name-opt-config-channels-remove = usuń
name-opt-config-games-disable = wyłącz
name-opt-config-games-enable = włącz

## Wspólne wybory
choice-on = włączone
choice-off = wyłączone
choice-language-auto = auto (język serwera na Discordzie)
choice-language-en = English
choice-language-fr = Français
choice-language-pl = Polski
choice-card_style-emoji = emoji (w tekście)
choice-card_style-pictures = obrazki (jeden na planszę)
choice-card_style-text = tekst
choice-season-weekly = tygodniowe
choice-season-monthly = miesięczne
choice-period-season = ten sezon
choice-period-all = cała historia

## Osiągnięcia

achievements-heading = 🏆 Zdobyte: { $unlocked } z { $total }
achievements-yours = Twoje osiągnięcia tutaj.
achievements-theirs = Osiągnięcia gracza { $member } tutaj.
achievements-rarity = Przy każdym: jaka część tutejszych graczy je ma.
achievements-economy = Żetony
achievement-unlocked-by = { $member } zdobywa:
achievement-unlocked = 🏆 **{ $name }!** { $badge } { $about }
achievement-first-daily = Dzień dobry
achievement-first-daily-about = Odbierz /dzienne.
achievement-streak-7 = Dobra passa
achievement-streak-7-about = Odbieraj /dzienne 7 dni z rzędu.
achievement-streak-30 = Dzień w dzień
achievement-streak-30-about = Odbieraj /dzienne 30 dni z rzędu.
achievement-streak-100 = Filar Parlora
achievement-streak-100-about = Odbieraj /dzienne 100 dni z rzędu.
achievement-first-gift = Hojność
achievement-first-gift-about = Przekaż żetony innemu graczowi.
achievement-chips-10k = Gruba ryba
achievement-chips-10k-about = Zgromadź 10 000 żetonów.
achievement-chips-100k = Wieloryb
achievement-chips-100k-about = Zgromadź 100 000 żetonów.

## Sezony

season-month = { $month ->
    [1] styczeń
    [2] luty
    [3] marzec
    [4] kwiecień
    [5] maj
    [6] czerwiec
    [7] lipiec
    [8] sierpień
    [9] wrzesień
    [10] październik
    [11] listopad
   *[12] grudzień
} { $year }
season-week = tydzień { $week } roku { $year }
season-title = 🏁 Sezon · { $season }
season-ends = Koniec { $ends }. Ranking według żetonów wygranych na czysto w grach (bez przekazań i dziennych żetonów).
season-empty = W tym sezonie nikt jeszcze nie wygrał ani nie przegrał żetonów w grze.
season-yours = Twoje miejsce
season-not-played = W tym sezonie nie masz jeszcze żadnej rozegranej gry.
season-past = Poprzednie sezony
season-none-past = Na tym serwerze nie zakończył się jeszcze żaden sezon.
season-no-winner = bez zwycięzcy
season-off = Sezony są na tym serwerze wyłączone. Zarządzający serwerem może je włączyć poleceniem /konfiguracja sezony sezony:miesięczne albo sezony:tygodniowe.
season-ended = 🏁 Sezon **{ $season }** dobiegł końca! { $winners }. Zaczyna się nowy sezon: /sezon.
season-ended-no-winner = 🏁 Sezon **{ $season }** dobiegł końca — nikt nie wygrał żetonów w grach. Zaczyna się nowy sezon: /sezon.

## Karta profilu

profile-title = Profil · { $name }
profile-subtitle = { $count ->
    [one] { $amount } gra rozegrana tutaj
    [few] { $amount } gry rozegrane tutaj
    [many] { $amount } gier rozegranych tutaj
   *[other] { $amount } gry rozegranej tutaj
}
profile-chips = Żetony
profile-rank = Miejsce
profile-rank-value = #{ $rank } z { $members }
profile-none = —
profile-season = Sezon · { $season }
profile-season-place = #{ $place }
profile-season-off = Sezony
profile-off = wyłączone
profile-streak = Seria
profile-streak-days = { $days ->
    [one] { $days } dzień
    [few] { $days } dni
    [many] { $days } dni
   *[other] { $days } dnia
}
profile-achievements = Osiągnięcia · { $unlocked } z { $total }
profile-no-badges = Na razie brak: zobacz /osiągnięcia.
profile-chart = Saldo z ostatnich { $days } dni
profile-figure = { $label }: { $value }
profile-alt = Karta profilu gracza { $name }: { $figures }
profile-chart-range = { $low } – { $high }

leaderboard-title-season = { $title } · { $season }
leaderboard-empty-season = W tym sezonie nikt jeszcze nie wygrał ani nie przegrał żetonów w grze.
leaderboard-season-net = Żetony wygrane na czysto w grach w tym sezonie.
leaderboard-footer-no-season = Strona { $page } z { $pages } · Brak twoich gier w tym sezonie

## Udostępnianie

share-button = Udostępnij
share-by = { $member } udostępnia:
refuse-share-not-over = Najpierw dokończ grę: przycisk Udostępnij publikuje wynik skończonej gry.
refuse-already-shared = Wynik tej gry został już udostępniony.
refuse-not-your-share = Tylko osoba, która rozegrała tę grę, może ją udostępnić.
refuse-nothing-to-share = Ta gra nie ma twojego wyniku do udostępnienia: zamknęła się, zanim dograno ją do końca.

## Odpowiedzialna gra: /samowykluczenie i /limity
cmd-selfexclude = Przestań obstawiać na jakiś czas (od 1d do 1r albo na zawsze) na każdym serwerze. Z potwierdzeniem.
opt-selfexclude-for = Na jak długo: 1d, 7d, 30d, 1r (dni, tygodnie, miesiące, lata) albo zawsze
opt-selfexclude-user = Dla zarządzających serwerem: zablokuj temu graczowi obstawianie na tym serwerze
cmd-limits = Zobacz lub ustaw tutaj własne limity stawek i strat w ciągu 24 godzin.
opt-limits-stake = Ile najwyżej żetonów możesz postawić w ciągu 24 godzin
opt-limits-loss = Ile najwyżej żetonów możesz przegrać (netto) w ciągu 24 godzin
opt-limits-remove = Usuń limit (zadziała po 24 godzinach, jak każde podwyższenie)
choice-remove-stake = limit stawek
choice-remove-loss = limit strat
choice-remove-both = oba limity
help-selfexclude = Przestań obstawiać: gry ze stawkami będą dla ciebie zamknięte do wybranego terminu na wszystkich serwerach, a przekazywanie żetonów zostanie wstrzymane w obie strony. Gry bez stawek pozostają dostępne. Nikt nie może tego wcześniej zakończyć.
help-limits = Twoje własne limity postawionych żetonów i strat netto w ciągu 24 godzin, obowiązujące tutaj: niższy limit działa od razu, wyższy po 24 godzinach. Bez opcji: twoje limity i ile z nich wykorzystano w ciągu ostatnich 24 godzin.
exclusion-title = Przerwa od gry
exclusion-until = do { $when }
exclusion-for-good = na zawsze
exclusion-confirm-own = Przestać obstawiać { $ends }? Gry ze stawkami będą dla ciebie zamknięte na wszystkich serwerach, na których działa Parlor, a przekazywanie żetonów do ciebie i od ciebie też zostanie wstrzymane. Gry bez stawek pozostają dostępne. Nikt, nawet ty, nie będzie mógł tego wcześniej zakończyć.
exclusion-confirm-member = Zablokować graczowi { $member } obstawianie na tym serwerze { $ends }? Gry ze stawkami będą tu dla tego gracza zamknięte, a przekazywanie żetonów w obie strony zostanie wstrzymane. Nikt nie będzie mógł tego wcześniej zakończyć.
exclusion-confirm-button = Potwierdź
exclusion-cancel-button = Anuluj
exclusion-cancelled = Nic się nie zmieniło.
exclusion-already = Obstawianie jest już dla ciebie wyłączone { $ends }. Nic się nie zmieniło.
exclusion-done-own = Gotowe: obstawianie jest dla ciebie wyłączone { $ends } na wszystkich serwerach. Gry bez stawek pozostają dostępne. Dbaj o siebie.
exclusion-done-member = Gotowe: gracz { $member } ma zablokowane obstawianie na tym serwerze { $ends }.
limits-title = Twoje limity tutaj
limits-saved = Zapisano. Niższy limit działa od razu, wyższy za 24 godziny.
limits-stake = Limit stawek: { $cap } w ciągu 24 godzin · postawiono { $used } · pozostało: { $left }
limits-loss = Limit strat: { $cap } w ciągu 24 godzin · przegrano { $used } · pozostało: { $left }
limits-stake-none = Limit stawek: brak
limits-loss-none = Limit strat: brak
limits-no-limit = brak
limits-waiting = Od { $when }: nowe limity (stawki: { $stake }, straty: { $loss }).
limits-excluded-own = Na twoją prośbę obstawianie jest dla ciebie wyłączone { $ends } na wszystkich serwerach.
limits-excluded-server = Zarządzający tym serwerem zablokowali ci tu obstawianie { $ends }.
limits-how = Ustaw je komendą /limity z opcją stawki: albo straty:, a usuń opcją usuń:. Niższy limit działa od razu, wyższy po { $hours } godzinach. Jeśli chcesz zrobić sobie przerwę: /samowykluczenie.
profile-excluded = Widzisz to tylko ty: obstawianie jest dla ciebie wyłączone { $ends }.
profile-excluded-server = Widzisz to tylko ty: zarządzający tym serwerem zablokowali ci tu obstawianie { $ends }.
refuse-give-excluded = Obstawianie jest dla ciebie wyłączone { $ends }, a razem z nim przekazywanie żetonów: znów będzie można je przekazywać, gdy to się skończy.
profile-limits = Widzisz to tylko ty: twoje limity na tym serwerze w ciągu 24 godzin (stawki: { $stake }, straty: { $loss }).
refuse-excluded-own = Na twoją prośbę obstawianie jest wyłączone { $ends }, więc gry ze stawkami są dla ciebie zamknięte. Gry bez stawek pozostają dostępne.
refuse-excluded-server = Zarządzający tym serwerem zablokowali ci tu obstawianie { $ends }. Gry bez stawek pozostają dostępne.
refuse-past-stake-limit = To przekracza twój 24-godzinny limit stawek ({ $cap }): na razie możesz postawić jeszcze { $left }.
refuse-past-loss-limit = To mogłoby przekroczyć twój 24-godzinny limit strat ({ $cap }): na razie możesz postawić jeszcze { $left }.
refuse-takes-no-gifts = Gracz { $member } nie może teraz dostawać żetonów od innych.
refuse-bad-span = „{ $given }” to nie jest okres, który Parlor rozumie. Podaj od 1d do 1r, na przykład 1d, 7d, 30d lub 1r, albo wpisz zawsze.
refuse-exclude-others = Tylko zarządzający serwerem może zablokować obstawianie innemu graczowi.
refuse-not-your-confirm = Ten przycisk nie jest dla ciebie.
refuse-confirm-expired = To pytanie ma ponad { $minutes } minut: użyj /samowykluczenie jeszcze raz.
refuse-bad-limit = Limit to liczba całkowita od 1 do { $max }.
name-selfexclude = samowykluczenie
name-opt-selfexclude-for = czas
name-opt-selfexclude-user = gracz
name-limits = limity
name-opt-limits-stake = stawki
name-opt-limits-loss = straty
name-opt-limits-remove = usuń

## Styl obrazków: każda plansza jako jeden obrazek, z tekstem alternatywnym, który go odczytuje.
config-pictures-off = Obrazki wymagają publicznego adresu Parlora (`base_url` w sekcji `[pictures]` konfiguracji): dopóki nie zostanie ustawiony, plansze wyświetlają się jako emoji.
pic-card = { $rank } { $suit }
pic-rank-2 = dwójka
pic-rank-3 = trójka
pic-rank-4 = czwórka
pic-rank-5 = piątka
pic-rank-6 = szóstka
pic-rank-7 = siódemka
pic-rank-8 = ósemka
pic-rank-9 = dziewiątka
pic-rank-t = dziesiątka
pic-rank-j = walet
pic-rank-q = dama
pic-rank-k = król
pic-rank-a = as
pic-suit-s = pik
pic-suit-h = kier
pic-suit-d = karo
pic-suit-c = trefl
pic-c_back = karta zakryta
pic-run = { $count } × { $name }
pic-row = { $caption }: { $tiles }
pic-grid-row = Rząd { $row }
