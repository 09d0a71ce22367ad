"""Ecarté's rules: the Italian seed text (seed 001, OCR'd) and our digest (rules.md §2).

The seed is an OCR'd page: the quotations read è where the scan has &, € or ¢, and keep its
other misreadings (``pud``, ``awersario``, ``mazzere``) as they are.
"""

from __future__ import annotations

from ..base import Rule, rule_maker

SEED = "«Come si gioca a Ecarte?», scheda italiana (testo OCR, seed 001)"
#: The outside pages of rules.md §2.0, for the classic rules the seed does not give.
PICKPOCKET = "pickpocketcards.com/en/content/15-ecarte"
WHITEKNUCKLE = "whiteknucklecards.com/games/ecarte.html"
BENNET = "bennetdictionary.com/ecarte/"
FRWIKI = "fr.wikipedia.org/wiki/Écarté_(jeu)"
SALON = "salondesjeux.fr/ecarte.htm"
HOYLE = "Hoyle's Games Modernized, leggi 41–46 (lightnovelsonl.com/series-1088905259/chapter-7)"
BGA = "fa.boardgamearena.com/doc/Gamehelpecarte"
AMERICANA = (
    "Encyclopedia Americana (gluedideas.com/content-collection/encyclopedia-americana-9/"
    "Ecarte.html)"
)


def _cite(*urls: str, seed: bool = True) -> str:
    """Outside pages for the facts, then the seed for the quotation (when there is one)."""
    return "; ".join(urls) + (f"; citazione: {SEED}" if seed else "")


_rule = rule_maker("ecarte", SEED)


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
    ),
    _rule(
        "ECA-AMB-2",
        ("Ambiguità 2: Re non dichiarato", "Ambiguity 2: undeclared King"),
        (
            "Di serie chi non dichiara il Re di briscola prende +1 perché lo possedeva e −1 "
            "per non averlo dichiarato: in tutto 0.",
            "By default a player who does not declare the King of trumps gets +1 for holding "
            "it and −1 for not declaring: 0 in all.",
        ),
        "Readings: (a) literal: +1 (he 'possessed' it) and −1 → net 0 (default); (b) the +1 "
        "requires the declaration → net −1.",
        "1 punto al giocatore che possedeva o ha pescato il Ré di briscola […] -1 punto a chi "
        "aveva il Ré di briscola e NON lo ha dichiarato.",
        ambiguity=True,
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
    ),
    _rule(
        "ECA-AMB-5",
        ("Ambiguità 5: quando si gioca di prepotenza", "Ambiguity 5: scope of prepotenza"),
        (
            "Di serie è prepotenza solo la mano senza alcuno scambio: lo sfidante non ha mai "
            "proposto o il mazziere ha rifiutato la prima proposta.",
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
    ),
    _rule(
        "ECA-AMB-9",
        ("Ambiguità 9: forzare con la briscola", "Ambiguity 9: forcing when trumping"),
        (
            "Di serie «forzare» vale solo quando si risponde al seme; in opzione anche con la "
            "briscola più alta.",
            "By default 'forzare' applies only when following suit; as an option also the "
            "highest trump.",
        ),
        "Does 'forzare' also apply when trumping (the parenthesis in the seed)? Default: only "
        "when following suit; option: also highest trump.",
        "Quando un giocatore deve rispondere al seme, (se non ha carte del seme richiesto "
        "calare una briscola) […] è obbligato a forzare, cioe giocare la carta piu alta che "
        "abbia di quel seme.",
        ambiguity=True,
    ),
)
