"""Ecarté's rules: the Italian seed text (seed 001, OCR'd) and our digest (rules.md §2).

The seed is an OCR'd page: the quotations read è where the scan has &, € or ¢, and keep its
other misreadings (``pud``, ``awersario``, ``mazzere``) as they are.

Longer than a module should be because it is data: one entry per rule id of rules.md §2,
each with its quotation; splitting it would only scatter the rulebook.
"""

from __future__ import annotations

from ..base import Rule, Topic, rule_maker, topics

SEED = "«Come si gioca a Ecarte?», scheda italiana (testo OCR, seed 001)"
#: The outside pages of rules.md §2.0, for the classic rules the seed does not give.
PICKPOCKET = "pickpocketcards.com/en/content/15-ecarte"
WHITEKNUCKLE = "whiteknucklecards.com/games/ecarte.html"
BENNET = "bennetdictionary.com/ecarte/"
FRWIKI = "fr.wikipedia.org/wiki/Écarté_(jeu)"
SALON = "salondesjeux.fr/ecarte.htm"
#: The sources of the other rulebooks' readings, named as the issue names them (no copy held).
HOYLE_42 = "Hoyle, legge 42 (Hoyle, law 42)"
HOYLE_KING = "Hoyle, leggi dell'ecarté (Hoyle's laws of Ecarté)"
CLASSIC_TEXTS = "alcuni testi classici (some classic texts)"
HOYLE = "Hoyle's Games Modernized, leggi 41–46 (lightnovelsonl.com/series-1088905259/chapter-7)"
BGA = "fa.boardgamearena.com/doc/Gamehelpecarte"
AMERICANA = (
    "Encyclopedia Americana (gluedideas.com/content-collection/encyclopedia-americana-9/"
    "Ecarte.html)"
)


def _cite(*urls: str, seed: bool = True) -> str:
    """Outside pages for the facts, then the seed for the quotation (when there is one)."""
    return "; ".join(urls) + (f"; citazione: {SEED}" if seed else "")


#: The rulebook's chapters: a hand in order, then the classic rules and the ambiguities.
TOPICS: tuple[Topic, ...] = topics(
    "ecarte",
    ("deal", ("Le carte, la distribuzione e lo scambio", "Cards, deal and exchange")),
    ("play", ("Il gioco delle prese", "Trick play")),
    ("score", ("Il punteggio e la vittoria", "Scoring and winning")),
    ("classic", ("Le regole classiche", "The classic rules")),
    ("amb", ("Ambiguità: le scelte del tavolo", "Ambiguities: the table's choices")),
    ("others", ("Come leggono altri regolamenti", "How other rulebooks read it")),
)

_rule = rule_maker("ecarte", SEED, TOPICS)


RULES: tuple[Rule, ...] = (
    _rule(
        "ECA-DECK",
        ("Mazzo e distribuzione", "Deck and deal"),
        (
            "32 carte, dal Sette al Re; in ogni seme Re > Donna > Jack > Asso > 10 > 9 > 8 > 7. "
            "Cinque carte a testa; la carta girata sotto il tallone fa la briscola.",
            "32 cards, Seven to King; in every suit K > Q > J > A > 10 > 9 > 8 > 7. Five cards "
            "each; the card turned under the stock sets trumps.",
        ),
        "32 cards, every suit K > Q > J > A > 10 > 9 > 8 > 7 (Kings and figures above the Ace). "
        "Seed alternatives: Italian 40-card pack without 2s and 3s (assumed mapping Re = K, "
        "Cavallo/Donna = Q, Fante = J, Asso = A, 7/6/5/4 = 10/9/8/7 — an assumption), "
        "Salzburger pack without 5s and 6s (Weli removed), Skat pack. Dealer chosen at random, "
        "then alternating. 5 cards each (classic: 3 + 2 or 2 + 3); the next card turned face "
        "up sets the trump suit; the rest is the stock (21 cards after the turn-up).",
        "Per giocare a Ecarte è necessario un mazzo da Poker ridotto. Vanno tenute solo le carte "
        "dal Sette all'Asso. In alternativa si pud usare un mazzo regionale da 40 carte senza i "
        "Due e i Tre. Chi le possedesse pu0 usare le carte Salisburghesi (togliendo i Cinque e i "
        "Sei qualora ci fossero) oppure le carte da Skat che sono gia in numero giusto. […] Il "
        'ruolo del cartaio viene determinato a caso, mediante la regola del "bas fa mas" per '
        "esempio, e nel corso delle smazzate i giocatori si alternano, per questo ruolo. Il "
        "cartaio distribuisce le carte in senso antiorario (o orario, ogni regione ha le sue "
        "abitudini) cinque carte a testa, dopodiche pone una carta scoperta, di traverso, sotto "
        "il mazzo rimanente, che costituisce il tallone. Il seme della carta rivoltata, è detto "
        "di briscola, ed è il seme piu forte. […] Re, Donna, Jack, Asso, Dieci, Nove, Otto, "
        "Sette. […] Si noti che le Figure sono piu forti dell'Asso.",
        source=_cite(PICKPOCKET),
        topic="deal",
        plain=(
            "Si gioca con 32 carte, dal 7 al re di ogni seme. In ogni seme l'ordine di presa è "
            "re, donna, jack, asso, 10, 9, 8, 7: le figure battono l'asso. Il testo permette "
            "anche un mazzo regionale da 40 senza i 2 e i 3 (il cavallo o la donna fa da donna, "
            "il fante da jack, e 7, 6, 5 e 4 fanno da 10, 9, 8 e 7, ma questa corrispondenza è "
            "una nostra supposizione), le carte salisburghesi senza i 5 e i 6 (e senza il Weli) o "
            "le carte da Skat. Il mazziere si sceglie a caso e poi si fa a turno. Si danno 5 "
            "carte a testa (nel gioco classico in due volte, 3 e 2 o 2 e 3), poi si scopre la "
            "carta seguente, che fa la briscola; il resto, 21 carte, è il tallone.",
            "You play with 32 cards, 7 to king in each suit. In every suit the order is king, "
            "queen, jack, ace, 10, 9, 8, 7: the court cards beat the ace. The text also allows an "
            "Italian 40-card pack without the 2s and 3s (knight or queen as the queen, fante as "
            "the jack, and 7, 6, 5, 4 as 10, 9, 8, 7, though this matching is our guess), "
            "Salzburger cards without the 5s and 6s (and without the Weli), or Skat cards. The "
            "first dealer is chosen at random, then you take turns. Each player gets 5 cards (in "
            "the classic game in two goes, 3 and 2 or 2 and 3), then the next card is turned face "
            "up and sets trumps; the rest, 21 cards, is the stock.",
        ),
    ),
    _rule(
        "ECA-EXCH",
        ("Lo scambio", "The exchange"),
        (
            "Lo sfidante può proporre lo scambio; se il mazziere accetta, entrambi (prima lo "
            "sfidante) scartano quante carte vogliono e ne pescano altrettante. Si ripete "
            "finché lo sfidante smette, il mazziere rifiuta o finisce il tallone.",
            "The challenger may propose an exchange; if the dealer accepts, both (challenger "
            "first) discard as many cards as they like and draw as many. This repeats until "
            "the challenger stops, the dealer refuses or the stock runs out.",
        ),
        "The non-dealer (sfidante) may propose an exchange; the dealer accepts or refuses. If "
        "accepted, challenger first, then dealer, discard and redraw — seed: as many as they "
        "like, even all five; classic: each must change at least one. Repeat until the "
        "challenger stops proposing, the dealer refuses, or the stock runs out.",
        "Prima di iniziare il gioco, lo sfidante, quindi non il mazzere, ha diritto di proporre "
        "lo scambio. Il mazzere pud accettare la proposta oppure rifiuatare. Se il mazzere "
        "accetta, entrambi i giocatori, a cominciare dallo sfidante, scartano quante carte "
        "desiderano, eventualmente anche tutte e cinque, e ne ripescano altrettante sperando di "
        "migliorare la propria dotazione iniziale. Dopo lo scambio lo sfidante puo proporre "
        "altri scambi […] Il gioco comincia quando lo sfidante non propone altri scambi, oppure "
        "il mazzere rifiuta, oppure finiscono le carte del mazzo.",
        source=_cite(PICKPOCKET, BGA),
        topic="deal",
        plain=(
            "Prima di giocare, lo sfidante, cioè chi non ha fatto le carte, può proporre lo "
            "scambio; il mazziere può accettare o rifiutare. Se accetta, prima lo sfidante e poi "
            "il mazziere scartano quante carte vogliono, anche tutte e cinque, e ne pescano "
            "altrettante; nelle regole classiche invece ognuno deve cambiarne almeno una. Poi lo "
            "sfidante può proporre un altro scambio, e si va avanti così finché lo sfidante non "
            "propone più, il mazziere rifiuta o finisce il tallone.",
            "Before play, the challenger, that is the one who did not deal, may propose an "
            "exchange; the dealer may accept or refuse. If the dealer accepts, first the "
            "challenger and then the dealer discard as many cards as they like, even all five, "
            "and draw as many; in the classic rules each must change at least one. Then the "
            "challenger may propose another exchange, and so on until the challenger stops "
            "proposing, the dealer refuses or the stock runs out.",
        ),
    ),
    _rule(
        "ECA-PREP",
        ("Giocare di prepotenza", "Playing 'di prepotenza'"),
        (
            "Gioca di prepotenza lo sfidante che non propone lo scambio, o il mazziere che lo "
            "rifiuta.",
            "A challenger who proposes no exchange, or a dealer who refuses one, plays 'di "
            "prepotenza'.",
        ),
        "Playing di prepotenza = the challenger did not propose, or the dealer refused (scope: "
        "see ECA-AMB-5).",
        "Quando lo sfidante non propone lo scambio oppure il mazzere lo rifiuta si dice che si "
        "gioca di prepotenza.",
        topic="deal",
        plain=(
            "Si gioca «di prepotenza» quando lo sfidante non propone lo scambio, oppure quando il "
            "mazziere lo rifiuta. Se il tavolo non sceglie diversamente, conta solo la mano senza "
            "nessuno scambio: lo sfidante non ha mai proposto, o il mazziere ha rifiutato la "
            "prima proposta.",
            "You play «di prepotenza» (by force) when the challenger does not propose an "
            "exchange, or when the dealer refuses one. Unless the table chooses otherwise, this "
            "only covers a hand with no exchange at all: the challenger never proposed, or the "
            "dealer refused the first proposal.",
        ),
    ),
    _rule(
        "ECA-PLAY",
        ("Il gioco", "Play"),
        (
            "Chi ha il Re di briscola deve dichiararlo e mostrarlo. Apre lo sfidante; si deve "
            "rispondere al seme, altrimenti mettere briscola, altrimenti una carta qualsiasi; "
            "chi vince la presa gioca per primo la successiva.",
            "The holder of the King of trumps must declare and show it. The challenger leads; "
            "follow suit, else trump, else any card; the trick's winner leads next.",
        ),
        "King of trumps: seed — its holder must declare and show it before play; classic — he "
        "may announce it before playing his first card, scoring 1, otherwise the point is lost. "
        "The challenger leads; the trick's winner leads next; 5 tricks. Seed: must follow suit; "
        "if void must trump; otherwise any card (the dealer 'cerca di superare', but only "
        "follow/trump is stated). Classic: must follow and win the trick if possible; if void, "
        "must trump.",
        "Ora chi possedesse il Re di briscola è obbligato a dichiararlo e mostrarlo "
        "all'awersario. […] Lo sfidante è di mano, quindi deve giocare per primo una carta, il "
        "maziere deve a sua volta calare una carta e cercare di superare quella gia in tavola. "
        "Chi mette la carta piu forte ritira entrambe le carte giocate e successivamente e il "
        "primo a giocare. C'é l'obbligo di rispondere al seme e chi mette la carta piu alta "
        "vince la giocata. Se non si ha una carta del seme che fu giocato per primo BISOGNA "
        "mettere una carta di briscola , cioé una carta del seme di briscola, in questo caso chi "
        "mette la briscola vince la giocata. Se non si hanno briscole si pud mettere qualsiasi "
        "altra carta, in questo caso chi è di mano vince la giocata.",
        source=_cite(WHITEKNUCKLE, BENNET, FRWIKI),
        topic="play",
        plain=(
            "Secondo il testo, chi ha il re di briscola deve dichiararlo e mostrarlo prima di "
            "giocare; nelle regole classiche invece può annunciarlo prima di giocare la sua prima "
            "carta e prende 1 punto, altrimenti il punto è perso. Apre lo sfidante, e chi vince "
            "una presa apre la successiva; le prese sono cinque. Secondo il testo devi rispondere "
            "al seme; se non ce l'hai devi tagliare con una briscola; se non hai neanche briscole "
            "giochi quello che vuoi. Il testo dice che il mazziere «cerca di superare», ma "
            "l'obbligo scritto è solo rispondere o tagliare; nelle regole classiche invece devi "
            "rispondere e, se puoi, vincere la presa, e se non hai il seme devi tagliare.",
            "By the text, whoever holds the king of trumps must declare it and show it before "
            "play; in the classic rules the holder may announce it before playing their first "
            "card and scores 1, otherwise the point is lost. The challenger leads, and whoever "
            "wins a trick leads to the next; there are five tricks. By the text you must follow "
            "suit; if you can't, you must play a trump; if you have no trumps either, play what "
            "you like. The text says the dealer «tries to beat» the card led, but the only duty "
            "it writes down is to follow suit or trump; in the classic rules you must follow suit "
            "and, if you can, win the trick, and if you can't follow you must trump.",
        ),
    ),
    _rule(
        "ECA-FORZ",
        ("Forzare il gioco", "Forcing ('forzare')"),
        (
            "Regola facoltativa: chi risponde al seme deve giocare la carta più alta che ha di "
            "quel seme.",
            "Optional rule: a player following suit must play his highest card of that suit.",
        ),
        "Seed option 'Forzare il gioco': when following suit a player must play his highest "
        "card of that suit — stricter than classic: lead 9♥ holding 10♥ and K♥ → classic "
        "allows either, forzare only K♥; holding 10♥ 7♥ under K♥ → classic either, forzare 10♥.",
        "Per rendere piu interessante la partita potete adottare questa regola. Quando un "
        "giocatore deve rispondere al seme, (se non ha carte del seme richiesto calare una "
        "briscola) […] è obbligato a forzare, cioe giocare la carta piu alta che abbia di quel "
        "seme.",
        topic="play",
        plain=(
            "È una regola facoltativa che il testo propone per rendere la partita più "
            "interessante: quando rispondi al seme devi giocare la carta più alta che hai di quel "
            "seme. È più severa della regola classica. Se si apre con il 9 di cuori e tu hai il "
            "10 e il re di cuori, con la regola classica puoi giocare l'uno o l'altro, forzando "
            "devi giocare il re. Se invece sul tavolo c'è il re di cuori e tu hai il 10 e il 7, "
            "con la regola classica giochi quale vuoi, forzando il 10.",
            "This is an optional rule the text suggests to make the game more interesting: when "
            "you follow suit, you must play your highest card of that suit. It is stricter than "
            "the classic rule. If the 9 of hearts is led and you hold the 10 and the king of "
            "hearts, the classic rule lets you play either, forcing means the king. If instead "
            "the king of hearts is on the table and you hold the 10 and the 7, the classic rule "
            "lets you play either, forcing means the 10.",
        ),
    ),
    _rule(
        "ECA-SEED-K",
        ("Il Re di briscola", "The King of trumps"),
        (
            "1 punto a chi aveva o ha pescato il Re di briscola; se il Re è la carta girata, il "
            "punto va al mazziere.",
            "1 point to whoever held or drew the King of trumps; if the King is the turned-up "
            "card, the point goes to the dealer.",
        ),
        "+1 to the player who had or drew the King of trumps; if the King is the turned-up "
        "card, +1 to the dealer (at the deal).",
        "1 punto al giocatore che possedeva o ha pescato il Ré di briscola, se il Ré era la "
        "carta scoperta sotto al mazzo il punto va a chi ha fatto le carte.",
        topic="score",
        plain=(
            "Chi aveva il re di briscola in mano, o l'ha pescato nello scambio, prende 1 punto. "
            "Se il re è proprio la carta girata per la briscola, il punto va al mazziere, subito "
            "alla distribuzione.",
            "Whoever held the king of trumps, or drew it in the exchange, scores 1 point. If the "
            "king is the very card turned up for trumps, the point goes to the dealer, right at "
            "the deal.",
        ),
    ),
    _rule(
        "ECA-SEED-3T",
        ("Tre prese", "Three tricks"),
        (
            "1 punto a chi fa almeno 3 prese.",
            "1 point to the player who takes at least 3 tricks.",
        ),
        "+1 to the player with 3 (or more) tricks.",
        "1 punto al giocatore che ha fatto 3 prese.",
        topic="score",
        plain=(
            "Chi fa almeno tre prese su cinque, cioè 3, 4 o 5, prende 1 punto.",
            "Whoever takes at least three of the five tricks, that is 3, 4 or 5, scores 1 point.",
        ),
    ),
    _rule(
        "ECA-SEED-VOLE",
        ("Tutte e cinque le prese", "All five tricks (vole)"),
        (
            "Chi fa tutte e 5 le prese prende 1 punto in più: 2 in tutto.",
            "Taking all 5 tricks earns 1 more point: 2 in all.",
        ),
        "+1 more for all 5 tricks (so vole = 2).",
        "1 punto aggiuntivo se il giocatore ha fatto tutte e 5 le prese.",
        topic="score",
        plain=(
            "Chi fa tutte e cinque le prese prende 1 punto in più: per le prese sono quindi 2 "
            "punti in tutto.",
            "Whoever takes all five tricks (the vole) scores 1 more point: so 2 points in all for "
            "the tricks.",
        ),
    ),
    _rule(
        "ECA-SEED-PREP",
        ("Prepotenza fallita", "Failed prepotenza"),
        (
            "Chi ha giocato di prepotenza e non fa almeno 3 prese perde 1 punto; l'avversario "
            "segna comunque i suoi.",
            "A player who played di prepotenza and takes fewer than 3 tricks loses 1 point; "
            "the opponent still scores his.",
        ),
        "−1 to the player who played di prepotenza if he did not make at least 3 tricks (the "
        "opponent still scores his +1 / +2).",
        "-1 punto a chi ha giocato di prepotenza (lo sfidante che non ha proposto lo scambio "
        "oppure il mazzere che lo ha rifiutato) nel caso questo NON abbia fatto almeno 3 prese.",
        topic="score",
        plain=(
            "Se hai giocato di prepotenza e non fai almeno 3 prese, perdi 1 punto. L'avversario "
            "prende comunque i suoi punti: 1 per le prese, 2 se le ha fatte tutte e cinque.",
            "If you played di prepotenza and take fewer than 3 tricks, you lose 1 point. Your "
            "opponent still scores as usual: 1 for the tricks, 2 for all five.",
        ),
    ),
    _rule(
        "ECA-SEED-UNDECL",
        ("Re di briscola non dichiarato", "Undeclared King of trumps"),
        (
            "Chi aveva il Re di briscola e non l'ha dichiarato perde 1 punto.",
            "A player who held the King of trumps and did not declare it loses 1 point.",
        ),
        "−1 to the player who held the King of trumps and did not declare it.",
        "Ora chi possedesse il Re di briscola è obbligato a dichiararlo e mostrarlo "
        "all'awersario. […] -1 punto a chi aveva il Ré di briscola e NON lo ha dichiarato.",
        topic="score",
        plain=(
            "Se avevi il re di briscola e non l'hai dichiarato, perdi 1 punto. Se il tavolo non "
            "sceglie diversamente prendi comunque il punto del re, perché lo avevi: in tutto fai "
            "0.",
            "If you held the king of trumps and didn't declare it, you lose 1 point. Unless the "
            "table chooses otherwise you still get the king's point, because you held it: 0 in "
            "all.",
        ),
    ),
    _rule(
        "ECA-SEED-REVOKE",
        ("Risposta sbagliata", "Revoke"),
        (
            "Chi non risponde correttamente (stesso seme, altrimenti briscola, altrimenti altro "
            "seme) perde 1 punto.",
            "A player who does not follow correctly (same suit, else trump, else any suit) "
            "loses 1 point.",
        ),
        "−1 to a player who did not follow correctly (suit → else trump → else any); the trick "
        "stands (see ECA-AMB-4).",
        "-1 punto a chi NON ha risposto al seme in maniera corretta (stesso seme altrimenti "
        "briscola e per ultimo altro seme)",
        topic="score",
        plain=(
            "Se non rispondi come si deve (con lo stesso seme, altrimenti con una briscola, e "
            "solo se non hai né l'uno né l'altra con un'altra carta) perdi 1 punto. La presa "
            "resta valida e non si rigioca.",
            "If you don't answer as you should (same suit, otherwise a trump, and only if you "
            "have neither, another card) you lose 1 point. The trick stands and is not replayed.",
        ),
    ),
    _rule(
        "ECA-MATCH",
        ("Vittoria a 5 punti", "First to 5"),
        (
            "Vince la partita il primo che arriva a 5 punti.",
            "The first player to reach 5 points wins the match.",
        ),
        "First to 5 wins (the seed's ice-cream stake is optional).",
        "Lo scopo è ottenere piu carte dell'awersario per guadagnare dei punti, vince il primo "
        "che arriva a 5. […] Il primo che raggiunge 5 punti vince la partita e puo finalmente "
        "gustarsi il gelato offerto dall'awersario.",
        topic="score",
        plain=(
            "Vince la partita chi arriva per primo a 5 punti. Il testo propone come posta un "
            "gelato pagato da chi perde: è facoltativo.",
            "The first to reach 5 points wins the match. The text suggests an ice cream paid for "
            "by the loser as the stake: that part is optional.",
        ),
    ),
    _rule(
        "ECA-CLASSIC-K",
        ("Classico: il Re", "Classic: the King"),
        (
            "Regole classiche: il Re girato dà subito 1 punto al mazziere; il Re in mano vale 1 "
            "solo se annunciato prima di giocare la prima carta.",
            "Classic rules: a turned-up King gives the dealer 1 at once; a King in hand scores "
            "1 only if announced before its holder's first card.",
        ),
        "Turned-up King: dealer 1, immediately (may end the match). King in hand: 1 if "
        "announced before the holder's first card; unannounced = no point, no penalty.",
        "se il Ré era la carta scoperta sotto al mazzo il punto va a chi ha fatto le carte.",
        source=_cite(PICKPOCKET, FRWIKI, WHITEKNUCKLE, BENNET),
        topic="classic",
        plain=(
            "Con le regole classiche, se il re di briscola è la carta girata il mazziere prende "
            "subito 1 punto, e con quello può anche vincere la partita. Se invece il re ce l'hai "
            "in mano, prendi 1 punto solo se lo annunci prima di giocare la tua prima carta; se "
            "non lo annunci non prendi niente, ma non hai penalità.",
            "In the classic rules, if the king of trumps is the turned-up card the dealer scores "
            "1 point at once, which may even win the match. If instead you hold the king, you "
            "score 1 only if you announce it before playing your first card; if you don't, you "
            "get nothing, but there is no penalty.",
        ),
    ),
    _rule(
        "ECA-CLASSIC-TRICKS",
        ("Classico: le prese", "Classic: tricks"),
        (
            "Regole classiche: 3 o 4 prese valgono 1 punto, tutte e 5 (vole) 2.",
            "Classic rules: 3 or 4 tricks score 1 point, all 5 (vole) 2.",
        ),
        "3 or 4 tricks = 1 point; vole = 2.",
        "1 punto al giocatore che ha fatto 3 prese. […] 1 punto aggiuntivo se il giocatore ha "
        "fatto tutte e 5 le prese.",
        source=_cite(PICKPOCKET, BENNET),
        topic="classic",
        plain=(
            "Con le regole classiche, 3 o 4 prese valgono 1 punto, tutte e cinque (la «vole») ne "
            "valgono 2.",
            "In the classic rules, 3 or 4 tricks score 1 point, all five (the vole) score 2.",
        ),
    ),
    _rule(
        "ECA-CLASSIC-STOOD",
        ("Classico: gioco senza scambio perso", "Classic: standing and losing"),
        (
            "Regole classiche: se chi ha giocato senza proporre, o il mazziere che ha rifiutato "
            "la prima proposta, non fa 3 prese, l'avversario segna 2 punti.",
            "Classic rules: if the player who played without proposing, or the dealer who "
            "refused the first proposal, fails to take 3 tricks, the opponent scores 2.",
        ),
        "If the non-dealer played without proposing, or the dealer refused the first "
        "proposal, and that player fails to win 3 tricks, the opponent scores 2 (flat — vole "
        "is also 2). Option 'plus_1' per salondesjeux wording (vole → 3).",
        "",
        source=_cite(BENNET, AMERICANA, SALON, seed=False),
        topic="classic",
        plain=(
            "Con le regole classiche, se lo sfidante ha giocato senza proporre lo scambio, o il "
            "mazziere ha rifiutato la prima proposta, e poi non riesce a fare 3 prese, "
            "l'avversario prende 2 punti. Sono 2 fissi, anche se l'avversario fa tutte e cinque "
            "le prese, che valgono comunque 2. In alternativa, come dice un'altra fonte, è 1 "
            "punto in più: allora con tutte e cinque le prese sono 3.",
            "In the classic rules, if the challenger played without proposing an exchange, or the "
            "dealer refused the first proposal, and then fails to take 3 tricks, the opponent "
            "scores 2 points. It is a flat 2, even if the opponent takes all five tricks, which "
            "are worth 2 anyway. Alternatively, as another source has it, it is 1 point extra: "
            "then all five tricks make 3.",
        ),
    ),
    _rule(
        "ECA-CLASSIC-REVOKE",
        ("Classico: risposta sbagliata", "Classic: revoke and failing to win"),
        (
            "Regole classiche: per una risposta sbagliata o una presa non vinta potendo, "
            "l'avversario può far rigiocare la mano; altrimenti il colpevole segna meno.",
            "Classic rules: for a revoke or failing to win the trick when able, the opponent "
            "may demand a replay; otherwise the offender's score is cut.",
        ),
        "Revoke or failing to win the trick when able: the opponent may demand a replay; if "
        "not, an offender who wins the point marks nothing, a vole marks only 1, and a point "
        "won against a player who stood marks only 1. Nobody ever goes below 0; game five up; "
        "optional stake multipliers: treble if the loser has 0, double if 1–2, single "
        "otherwise.",
        "",
        source=_cite(HOYLE, seed=False),
        topic="classic",
        plain=(
            "Con le regole classiche, se qualcuno non risponde come deve o non vince la presa "
            "quando poteva, l'avversario può chiedere di rigiocare la mano. Se non lo chiede, chi "
            "ha sbagliato e vince il punto non segna niente, con tutte e cinque le prese segna "
            "solo 1, e un punto vinto contro chi ha giocato senza scambio vale solo 1. Con queste "
            "regole nessuno va mai sotto zero e si gioca a 5 punti; se volete potete moltiplicare "
            "la posta: tripla se chi perde ha 0 punti, doppia se ne ha 1 o 2, semplice "
            "altrimenti.",
            "In the classic rules, if someone fails to follow as required or doesn't win the "
            "trick when able, the opponent may ask for the hand to be replayed. If not, an "
            "offender who wins the point scores nothing, with all five tricks scores only 1, and "
            "a point won against a player who played without an exchange is worth only 1. Under "
            "these rules nobody ever goes below zero and the game is to 5 points; if you like you "
            "can multiply the stake: treble if the loser has 0 points, double with 1 or 2, single "
            "otherwise.",
        ),
    ),
    _rule(
        "ECA-AMB-1",
        ("Ambiguità 1: «ha fatto 3 prese»", "Ambiguity 1: 'made 3 tricks'"),
        (
            "«3 prese» vuol dire almeno 3: 3, 4 o 5.",
            "'3 tricks' means at least 3: 3, 4 or 5.",
        ),
        "'ha fatto 3 prese' = at least 3 (3, 4 or 5). Default (the only sensible reading).",
        "1 punto al giocatore che ha fatto 3 prese.",
        ambiguity=True,
        topic="amb",
        plain=(
            "Il testo dà 1 punto a chi «ha fatto 3 prese»: si intende almeno 3, cioè 3, 4 o 5. È "
            "l'unica lettura sensata.",
            "The text gives 1 point to whoever «made 3 tricks»: that means at least 3, so 3, 4 or "
            "5. It is the only sensible reading.",
        ),
    ),
    _rule(
        "ECA-AMB-2",
        ("Ambiguità 2: Re non dichiarato", "Ambiguity 2: undeclared King"),
        (
            "Se non si sceglie altro, chi non dichiara il Re di briscola prende +1 perché lo "
            "possedeva e −1 per non averlo dichiarato: in tutto 0.",
            "By default a player who does not declare the King of trumps gets +1 for holding "
            "it and −1 for not declaring: 0 in all.",
        ),
        "Readings: (a) literal: +1 (he 'possessed' it) and −1 → net 0 (default); (b) the +1 "
        "requires the declaration → net −1.",
        "1 punto al giocatore che possedeva o ha pescato il Ré di briscola […] -1 punto a chi "
        "aveva il Ré di briscola e NON lo ha dichiarato.",
        ambiguity=True,
        topic="amb",
        plain=(
            "Chi aveva il re di briscola e non l'ha dichiarato prende il punto del re? "
            "Letteralmente sì, perché lo «possedeva», e poi perde 1 punto per non averlo "
            "dichiarato: in tutto fa 0. L'altra lettura è che il punto del re spetti solo a chi "
            "lo dichiara, e allora in tutto perde 1. Se il tavolo non sceglie diversamente vale "
            "la prima: in tutto 0.",
            "Does a player who held the king of trumps and didn't declare it get the king's "
            "point? Literally yes, because the king was «possessed», and then 1 point is lost for "
            "not declaring it: 0 in all. The other reading is that the king's point goes only to "
            "a player who declares it, so the total is minus 1. Unless the table chooses "
            "otherwise, the first reading applies: 0 in all.",
        ),
    ),
    _rule(
        "ECA-AMB-3",
        ("Ambiguità 3: chi segna il Re", "Ambiguity 3: who scores the King"),
        (
            "Il punto del Re va a chi lo tiene quando si inizia a giocare. Un Re ricevuto e poi "
            "scartato nello scambio non dà punti a nessuno.",
            "The King's point goes to whoever holds it when play starts. A King dealt and then "
            "discarded in the exchange scores for nobody.",
        ),
        "'possedeva o ha pescato': default — the holder when play starts (dealt and kept, or "
        "drawn in the exchange). A King dealt then discarded in the exchange scores for nobody.",
        "1 punto al giocatore che possedeva o ha pescato il Ré di briscola",
        ambiguity=True,
        topic="amb",
        plain=(
            "Il testo dà il punto a chi «possedeva o ha pescato» il re di briscola. Se il tavolo "
            "non sceglie diversamente, il punto va a chi ha il re quando si comincia a giocare: "
            "chi l'ha ricevuto e tenuto, o chi l'ha pescato nello scambio. Un re ricevuto e poi "
            "scartato nello scambio non dà punti a nessuno.",
            "The text gives the point to whoever «held or drew» the king of trumps. Unless the "
            "table chooses otherwise, the point goes to whoever holds the king when play starts: "
            "dealt it and kept it, or drew it in the exchange. A king dealt and then discarded in "
            "the exchange scores for nobody.",
        ),
    ),
    _rule(
        "ECA-AMB-4",
        ("Ambiguità 4: penalità per le risposte sbagliate", "Ambiguity 4: revoke penalties"),
        (
            "−1 per ogni risposta sbagliata, e la presa resta valida (non si rigioca).",
            "−1 for each wrong card, and the trick stands (no replay).",
        ),
        "−1 per offence (default) vs −1 per hand at most; whether the trick is replayed: "
        "default no (trick stands).",
        "-1 punto a chi NON ha risposto al seme in maniera corretta",
        ambiguity=True,
        topic="amb",
        plain=(
            "Per le risposte sbagliate il testo toglie 1 punto, ma non dice se per ogni errore o "
            "una volta sola per mano, né se la presa si rigioca. Se il tavolo non sceglie "
            "diversamente si perde 1 punto per ogni errore e la presa resta valida.",
            "For a wrong answer to the suit the text takes off 1 point, but doesn't say whether "
            "per mistake or at most once per hand, nor whether the trick is replayed. Unless the "
            "table chooses otherwise, you lose 1 point per mistake and the trick stands.",
        ),
    ),
    _rule(
        "ECA-AMB-5",
        ("Ambiguità 5: quando si gioca di prepotenza", "Ambiguity 5: scope of prepotenza"),
        (
            "Se non si sceglie altro, è prepotenza solo la mano senza alcuno scambio: lo "
            "sfidante non ha mai proposto o il mazziere ha rifiutato la prima proposta.",
            "By default prepotenza is only a hand with no exchange at all: the challenger never "
            "proposed or the dealer refused the first proposal.",
        ),
        "Readings: (a) default/classic: only a hand with no exchange at all (challenger never "
        "proposed, or dealer refused the first proposal); (b) any refusal by the dealer, even "
        "after exchanges. The reading 'challenger who stops proposing' is rejected: it would "
        "make nearly every hand prepotenza.",
        "Quando lo sfidante non propone lo scambio oppure il mazzere lo rifiuta si dice che si "
        "gioca di prepotenza. […] -1 punto a chi ha giocato di prepotenza (lo sfidante che non "
        "ha proposto lo scambio oppure il mazzere che lo ha rifiutato) nel caso questo NON "
        "abbia fatto almeno 3 prese.",
        ambiguity=True,
        topic="amb",
        plain=(
            "Quando si gioca di prepotenza? Una lettura, che è anche quella classica, dice: solo "
            "in una mano senza nessuno scambio, cioè quando lo sfidante non ha mai proposto o il "
            "mazziere ha rifiutato la prima proposta. L'altra dice: ogni volta che il mazziere "
            "rifiuta, anche dopo qualche scambio. Se il tavolo non sceglie diversamente vale la "
            "prima. Lo sfidante che a un certo punto smette di proporre non gioca di prepotenza: "
            "altrimenti lo sarebbe quasi ogni mano.",
            "When is a hand played di prepotenza? One reading, which is also the classic one, "
            "says: only in a hand with no exchange at all, that is when the challenger never "
            "proposed or the dealer refused the first proposal. The other says: whenever the "
            "dealer refuses, even after some exchanges. Unless the table chooses otherwise, the "
            "first reading applies. A challenger who at some point stops proposing is not playing "
            "di prepotenza: otherwise almost every hand would be.",
        ),
    ),
    _rule(
        "ECA-AMB-6",
        ("Ambiguità 6: regola classica e vole", "Ambiguity 6: classic stood-loss and vole"),
        (
            "Regole classiche: chi perde dopo aver giocato senza scambio dà 2 punti fissi, "
            "anche se l'avversario fa vole; in alternativa 3.",
            "Classic rules: losing after standing gives a flat 2, even if the opponent makes "
            "the vole; alternatively 3.",
        ),
        "Classic stood-loss award with a vole: flat 2 (default, Bennet) vs +1 extra → 3 "
        "(salondesjeux wording).",
        "",
        ambiguity=True,
        source=_cite(BENNET, SALON, seed=False),
        topic="amb",
        plain=(
            "Con le regole classiche, se chi ha giocato senza scambio perde e l'avversario fa "
            "tutte e cinque le prese, l'avversario prende 2 punti fissi o 3? Secondo una fonte "
            "sono 2 fissi, secondo un'altra si aggiunge 1 punto, quindi 3. Se il tavolo non "
            "sceglie diversamente sono 2.",
            "In the classic rules, if a player who played without an exchange loses and the "
            "opponent takes all five tricks, does the opponent score a flat 2 or 3? One source "
            "says a flat 2, another adds 1 point, so 3. Unless the table chooses otherwise, it is "
            "2.",
        ),
    ),
    _rule(
        "ECA-AMB-7",
        ("Ambiguità 7: quando si arriva a 5", "Ambiguity 7: timing of 'first to 5'"),
        (
            "I punti si contano in ordine: Re girato alla distribuzione, Re dichiarato prima "
            "della prima carta (la partita può finire lì), poi tutti i punti di fine mano "
            "insieme.",
            "Points are counted in order: turned-up King at the deal, declared King before the "
            "first lead (the match can end there), then all end-of-hand points together.",
        ),
        "Default: chronological — turned-up King at the deal, declared King before the first "
        "lead (the match can end before play), then all end-of-hand deltas applied together "
        "and checked. Simultaneous ≥ 5 is impossible in one step.",
        "se il Ré era la carta scoperta sotto al mazzo il punto va a chi ha fatto le carte. […] "
        "Il primo che raggiunge 5 punti vince la partita",
        ambiguity=True,
        topic="amb",
        plain=(
            "Se il tavolo non sceglie diversamente, i punti si segnano nell'ordine in cui "
            "succedono le cose: prima il re girato alla distribuzione, poi il re dichiarato prima "
            "della prima carta, e la partita può finire già lì, senza giocare; infine tutti i "
            "punti di fine mano insieme, e solo allora si guarda se qualcuno ha raggiunto 5. Così "
            "non può succedere che arriviate a 5 tutti e due nello stesso momento.",
            "Unless the table chooses otherwise, points are scored in the order things happen: "
            "first the king turned up at the deal, then a king declared before the first card, "
            "and the match can end right there, before any play; last, all the end-of-hand points "
            "together, and only then do you check whether someone has reached 5. That way you can "
            "never both reach 5 at the same moment.",
        ),
    ),
    _rule(
        "ECA-AMB-8",
        ("Ambiguità 8: punteggi negativi", "Ambiguity 8: negative scores"),
        (
            "Con le penalità del testo un giocatore può scendere sotto zero: è permesso.",
            "With the text's penalties a player can go below zero: this is allowed.",
        ),
        "Negative scores (from the seed's penalties): allowed (default).",
        "-1 punto a chi ha giocato di prepotenza […] -1 punto a chi aveva il Ré di briscola e "
        "NON lo ha dichiarato. […] -1 punto a chi NON ha risposto al seme in maniera corretta",
        ambiguity=True,
        topic="amb",
        plain=(
            "Con le penalità del testo si può scendere sotto zero. Se il tavolo non sceglie "
            "diversamente è permesso: il punteggio può essere negativo.",
            "With the text's penalties you can go below zero. Unless the table chooses otherwise "
            "this is allowed: a score can be negative.",
        ),
    ),
    _rule(
        "ECA-AMB-9",
        ("Ambiguità 9: forzare con la briscola", "Ambiguity 9: forcing when trumping"),
        (
            "Se non si sceglie altro, «forzare» vale solo quando si risponde al seme; in "
            "opzione anche con la briscola più alta.",
            "By default 'forzare' applies only when following suit; as an option also the "
            "highest trump.",
        ),
        "Does 'forzare' also apply when trumping (the parenthesis in the seed)? Default: only "
        "when following suit; option: also highest trump.",
        "Quando un giocatore deve rispondere al seme, (se non ha carte del seme richiesto "
        "calare una briscola) […] è obbligato a forzare, cioe giocare la carta piu alta che "
        "abbia di quel seme.",
        ambiguity=True,
        topic="amb",
        plain=(
            "Nella regola del forzare il testo mette la briscola tra parentesi, e non si capisce "
            "se bisogna forzare anche quando si taglia. Se il tavolo non sceglie diversamente si "
            "forza solo quando si risponde al seme; in alternativa anche quando si taglia bisogna "
            "mettere la briscola più alta.",
            "In the forcing rule the text puts trumping in brackets, and it is unclear whether "
            "you must also force when you trump. Unless the table chooses otherwise, you force "
            "only when following suit; alternatively, when you trump you must also play your "
            "highest trump.",
        ),
    ),
    _rule(
        "ECA-THROW",
        ("Altre letture: chi getta le carte", "Other readings: throwing in a hand"),
        (
            "Chi getta le carte prima della fine lascia all'avversario le prese che restano, e "
            "la mano si conta come giocata. Hoyle (legge 42): chi le getta senza aver fatto "
            "prese dà all'avversario 2 punti (la vole); con una o due prese, 1.",
            "A player who throws in his cards leaves the remaining tricks to the opponent, and "
            "the hand counts as played out. Hoyle (law 42): a player who throws in his cards "
            "without a trick gives the opponent 2 (the vole); with one or two tricks, 1.",
        ),
        "Throwing in: default (the Italian text has no rule for it), the remaining tricks go "
        "to the opponent and the hand is scored as played out. Option 'hoyle' (Hoyle, law "
        "42): without a trick the opponent marks 2 (the vole), with one or two tricks 1, "
        "whatever the exchange was.",
        "",
        source=f"{HOYLE_42}; {SEED}",
        topic="others",
        plain=(
            "Se uno getta le carte prima di finire la mano, il testo italiano non dice niente: "
            "se il tavolo non sceglie diversamente, le prese che restano vanno all'avversario e "
            "la mano si conta come se fosse stata giocata. Secondo Hoyle (legge 42, Hoyle's law "
            "42), chi getta le carte senza aver fatto prese dà all'avversario 2 punti, come la "
            "vole; con una o due prese gliene dà 1, anche se aveva giocato senza scambio. "
            "Al tavolo, durante le prese, lo si registra con «getta le carte» sotto la presa in "
            "corso (la mossa throw_in).",
            "If a player throws in his cards before the hand is over, the Italian text says "
            "nothing: unless the table chooses otherwise, the remaining tricks go to the "
            "opponent and the hand counts as if played out. By Hoyle (law 42), a player who "
            "throws in his cards without a trick gives the opponent 2 points, like the vole; "
            "with one or two tricks he gives 1, even if he had stood. At the table, during "
            "the tricks, it is entered with “throws in” under the trick being played (the "
            "throw_in move).",
        ),
    ),
    _rule(
        "ECA-FALSE-K",
        (
            "Altre letture: Re annunciato ma non in mano",
            "Other readings: a King announced but not held",
        ),
        (
            "Chi annuncia il Re di briscola senza averlo non segna il punto del Re, e per il "
            "testo italiano nient'altro. Hoyle: l'avversario segna un punto.",
            "A player who announces the King of trumps without holding it does not score the "
            "King's point, and by the Italian text nothing else. Hoyle: the adversary marks one.",
        ),
        "King announced but not held: default (the seed gives the point only to whoever held "
        "or drew the King), the announcement scores nothing. Option 'hoyle' (Hoyle's laws): "
        "the adversary marks 1.",
        "1 punto al giocatore che possedeva o ha pescato il Ré di briscola",
        source=f"{HOYLE_KING}; citazione: {SEED}",
        topic="others",
        plain=(
            "Se qualcuno annuncia il re di briscola e poi si vede che non l'aveva, il punto del "
            "re non lo prende: per il testo italiano il punto va solo a chi il re ce l'aveva, e "
            "non c'è altra penalità. Secondo Hoyle (Hoyle's laws) invece l'avversario segna un "
            "punto.",
            "If someone announces the king of trumps and it turns out they did not hold it, "
            "they do not get the king's point: by the Italian text the point goes only to "
            "whoever held the king, and there is no other penalty. By Hoyle, instead, the "
            "adversary marks one point.",
        ),
    ),
    _rule(
        "ECA-VOID",
        ("Altre letture: senza il seme giocato", "Other readings: void in the suit led"),
        (
            "Il testo italiano: chi non ha il seme giocato deve tagliare con una briscola. "
            "Alcuni testi classici non obbligano a tagliare: si gioca qualsiasi carta.",
            "The Italian text: a player without the suit led must trump. Some classic texts do "
            "not oblige the player to trump: any card may be played.",
        ),
        "Void in the suit led: must trump (default, the seed's parenthesis) vs any card "
        "(option 'free', some classic texts).",
        "Quando un giocatore deve rispondere al seme, (se non ha carte del seme richiesto "
        "calare una briscola)",
        source=f"{CLASSIC_TEXTS}; citazione: {SEED}",
        topic="others",
        plain=(
            "Se non hai carte del seme giocato, il testo italiano ti obbliga a tagliare con una "
            "briscola, se ne hai. Alcuni testi classici (some classic texts) non obbligano: puoi "
            "giocare qualsiasi carta. Se il tavolo non sceglie diversamente si deve tagliare.",
            "If you have no card of the suit led, the Italian text makes you trump, if you "
            "can. Some classic texts do not: you may play any card. Unless the table chooses "
            "otherwise, you must trump.",
        ),
    ),
    _rule(
        "ECA-PAT",
        ("Altre letture: il mazziere non cambia", "Other readings: the dealer stands pat"),
        (
            "Regole classiche: dopo che lo scambio è accettato ciascuno cambia almeno una "
            "carta. Alcuni testi lasciano il mazziere, dopo aver accettato, non cambiarne "
            "nessuna.",
            "Classic rules: once the exchange is accepted each changes at least one card. Some "
            "texts let the dealer change no card after accepting.",
        ),
        "Standing pat: under the classic rules each changes at least one card after an "
        "accepted proposal (default); option: the dealer may change none (some texts). The "
        "Italian text already lets each change as many as they like, none included.",
        "entrambi i giocatori, a cominciare dallo sfidante, scartano quante carte desiderano, "
        "eventualmente anche tutte e cinque",
        source=f"{CLASSIC_TEXTS}; citazione: {SEED}",
        topic="others",
        plain=(
            "Con le regole classiche, quando il mazziere accetta lo scambio tutti e due devono "
            "cambiare almeno una carta. Alcuni testi (some classic texts) lasciano il mazziere "
            "tenere le sue carte, senza cambiarne nessuna. Il testo italiano lascia già "
            "cambiare quante carte si vuole.",
            "Under the classic rules, when the dealer accepts the exchange both must change at "
            "least one card. Some texts let the dealer keep his cards and change none. The "
            "Italian text already lets each change as many cards as they like.",
        ),
    ),
    _rule(
        "ECA-MATCH-LONG",
        ("Altre letture: partita a 7 o a 11", "Other readings: a match to 7 or 11"),
        (
            "Il testo italiano gioca a 5 punti; alcuni testi classici giocano la partita a 5, "
            "7 o 11.",
            "The Italian text plays to 5 points; some classic texts play the match to 5, 7 or 11.",
        ),
        "The match: to 5 (default, the seed); 7 or 11 as some classic texts play it (the "
        "target option).",
        "vince il primo che arriva a 5",
        source=f"{CLASSIC_TEXTS}; citazione: {SEED}",
        topic="others",
        plain=(
            "Il testo italiano fa vincere chi arriva per primo a 5 punti. Alcuni testi classici "
            "(some classic texts) giocano la partita a 5, a 7 o a 11 punti: il tavolo sceglie "
            "il traguardo.",
            "The Italian text has the first to 5 points win. Some classic texts play the match "
            "to 5, 7 or 11 points: the table chooses the target.",
        ),
    ),
)
