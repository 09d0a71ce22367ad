"""Tarocco Siciliano's rules (Calatafimi, 4 players): the seed text (Dummett & McLeod, with
Dossena's variants V1–V10, seed 004) and our digest (rules.md §1).

Longer than a module should be because it is data: one entry per rule id of rules.md §1,
each with its quotation; splitting it would only scatter the rulebook.
"""

from __future__ import annotations

from ..base import Rule, rule_maker

SEED = (
    "Dummett & McLeod, con le varianti di Dossena [V1–V10] "
    "(giocotarocchisiciliani.jimdofree.com/imparare/i-giochi/8-a-4-giocatori)"
)
#: The outside pages of rules.md §1.0, for facts the seed leaves to other sections of the site.
VALUES = "giocotarocchisiciliani.jimdofree.com/imparare/valore-di-punteggio-delle-carte"
GLOSSARY = "giocotarocchisiciliani.jimdofree.com/conoscere/glossario-dei-tarocchi-siciliani"
GENERAL = "giocotarocchisiciliani.jimdofree.com/imparare (regole generali)"
PACK = "giocotarocchisiciliani.jimdofree.com/conoscere/il-mazzo"
TERESINA = "spazioinwind.libero.it/carte/teresina.htm"
TRIONFI = "a.trionfi.eu/WWPCM/decks07/d05236/d05236text.htm"
WIKI = "en.wikipedia.org/wiki/Tarocco_Siciliano"
COUNTING = "pagat.com/tarot/counting.html (copia: gambiter.com/cards/tarot/counting.html)"


def _cite(*urls: str) -> str:
    """Outside pages for the facts, then the seed for the quotation."""
    return "; ".join(urls) + f"; citazione: {SEED}"


_rule = rule_maker("tarocco", SEED)


RULES: tuple[Rule, ...] = (
    _rule(
        "TAR-DECK",
        ("Il mazzo", "The deck"),
        (
            "Si gioca con 63 carte: 41 carte di seme, 21 trionfi e il Fuggitivo. L'Asso di "
            "Denari dei mazzi in commercio non si usa.",
            "The game uses 63 cards: 41 suit cards, 21 trumps and the Fugitive. The Ace of "
            "Coins found in commercial packs is not used.",
        ),
        "63 cards; commercial packs add a 64th, the Ace of Coins, which is not used. Spade, "
        "Coppe, Bastoni (Mazze): Re, Regina, Cavallo, Donna (female knave, 'fante'), 10, 9, 8, "
        "7, 6, 5 = 3 × 10 = 30; Oro (Denari): the same + 4 = 11; 21 trumps: 20 Giove, "
        "19 Palla/Badda/Atlante, 18 Sole, 17 Luna, 16 Stella, 15 Torre, 14 Vascello, 13 Morte, "
        "12 Tempo, 11 Impiccato, 10 Ruota, 9 Carro, 8 Amore, 7 Giustizia, 6 Fortezza, "
        "5 Temperanza, 4 Costanza, 3 Imperatore, 2 Imperatrice, 1 Picciotti (Bagatto), "
        "unnumbered Miseria (Povertà, lowest trump); Fuggitivo ('U Fujutu, the Fool), "
        "unnumbered, no capturing power. Trumps 16–20 are the Arie. Capturing order in every "
        "suit: Re > Regina > Cavallo > Donna > 10 > … > 5 (> 4 in Oro); trumps 20 > 19 > … > 1 "
        "> Miseria beat every suit card.",
        "Se non l'avete già fatto dovete ovviamente prima leggere la sezione CONOSCERE - IL "
        "MAZZO, e quella IMPARARE - REGOLE GENERALI",
        source=_cite(PACK, WIKI, GENERAL, TERESINA),
    ),
    _rule(
        "TAR-VAL",
        ("Valore delle carte", "Card-point values"),
        (
            "Giove, Picciotti e Fuggitivo valgono 10 (decine); Palla, Sole, Luna, Stella e i "
            "quattro Re 5 (cinquine); Regine 4, Cavalli 3, Donne 2; le altre 40 sono scartine.",
            "Giove, Picciotti and the Fugitive are worth 10 (decine); Palla, Sole, Luna, Stella "
            "and the four Kings 5 (cinquine); Queens 4, Knights 3, Donne 2; the other 40 are "
            "scartine.",
        ),
        "23 counting cards: Giove (20), Picciotti (1), Fuggitivo 10 each — the decine, the only "
        "three 10-point cards; Palla (19), Sole (18), Luna (17), Stella (16) 5 each and the four "
        "Re 5 each — the cinquine (all 5-point cards); the four Regine 4 each; the four Cavalli "
        "3 each; the four Donne 2 each. The other 40 cards (trumps 2–15, Miseria, all numerals) "
        "are scartine. Nominal sum 30 + 40 + 16 + 12 + 8 = 106; counting cards 3 + 8 + 4 + 4 + "
        "4 = 23; scartine 63 − 23 = 40.",
        "I giocatori dovranno in questa fase conteggiare i punti in loro mano dati solo dalle "
        "decine e dalle cinquine, cioè delle carte con valore di punteggio di 10 o 5 punti: […] "
        "Si conteggiano le somme dei punti complessivi (come spiegato nella sezione Valore di "
        "punteggio delle carte)",
        source=_cite(VALUES, GLOSSARY, TERESINA),
    ),
    _rule(
        "TAR-COUNT",
        ("Conteggio a terzetti: totale 109", "Counting in threes: total 109"),
        (
            "Le carte si contano a terzetti e chi fa l'ultima presa prende 5 punti: le due "
            "parti sommano sempre 109.",
            "Cards are counted in threes and the last trick is worth 5: the two sides always "
            "add up to 109.",
        ),
        "Counted in triplets at nominal values: 3 scartine = 1 point; a counting card + 2 "
        "scartine = its value; 2 counting cards in a triplet = sum − 1; 3 counting cards = "
        "sum − 2. Leftover cards (scartine): 1 leftover = 0, 2 leftovers = 1. +5 for the last "
        "trick. Closed formula for a pile of N cards with c counting cards of nominal sum V: "
        "points = V − c + ⌊(N + 1) / 3⌋ (+5 for the last trick). Whole pack 106 − 23 + 21 = 104, "
        "+ 5 = 109; any split into two sides adds up to 109. The monte counts for the side it "
        "belongs to; the side holding it has 4k + 3 cards, the other 4(15 − k). The app may "
        "take one side's points (other = 109 − x) or card counts and counting cards per side, "
        "and checks that the sides sum to 109.",
        "Si conteggiano le somme dei punti complessivi (come spiegato nella sezione Valore di "
        "punteggio delle carte), ricordandosi di assegnare le carte del monte a chi spettano ed "
        "i 5 punti a chi fa l’ultima presa",
        source=_cite(VALUES, COUNTING),
    ),
    _rule(
        "TAR-PLAY",
        ("Il gioco delle prese", "Trick play"),
        (
            "Chi è di mano può aprire con qualsiasi carta tranne il Fuggitivo; i trionfi "
            "battono le carte di seme; il Fuggitivo non vince mai una presa.",
            "The leader may lead any card but the Fugitive; trumps beat suit cards; the "
            "Fugitive never wins a trick.",
        ),
        "The leader may lead any card but not the Fuggitivo; trumps beat all suit cards; the "
        "Fuggitivo never wins a trick and is acquired among its holder's own cards by a special "
        "procedure. Standard obligations (full text not retrievable): follow suit; if void, "
        "play a trump; if trumps are led, play a trump; otherwise any card. No duty to "
        "overtake/overtrump is documented. Fuggitivo mechanics not established: by default its "
        "10 counts for the side of its original holder; the counting formula stays exact "
        "whatever the procedure, using each pile's real card count.",
        "Il meccanismo di gioco è quello usuale basato sulle regole generali.",
        source=_cite(GENERAL, TRIONFI),
    ),
    _rule(
        "TAR-DEAL",
        ("La prima distribuzione", "The first deal"),
        (
            "Il mazziere distribuisce in senso antiorario due giri di 5 carte (10 a testa) e "
            "può guardare l'ultima carta del mazzo. Il mazzo passa alla sua destra.",
            "The dealer deals counter-clockwise two rounds of 5 (10 each) and may look at the "
            "bottom card. The deal passes to his right.",
        ),
        "Counter-clockwise; the dealer gives 2 rounds of 5 cards (10 each). D&M: the dealer may "
        "look at the bottom card of the pack [V1: may not]. The deal passes counter-clockwise, "
        "i.e. to the old dealer's right.",
        "In senso antiorario il mazziere estratto distribuisce 2 giri di 5 carte ciascuno (10 "
        "carte). Il mazziere può guardare l'ultima carta in fondo al mazzo. [V1] […] "
        "[V1] non può guardarla",
    ),
    _rule(
        "TAR-BID1",
        ("Prima licitazione", "First auction"),
        (
            "Sulle prime 10 carte ognuno parla una volta, in qualsiasi ordine. Basta un «tengo» "
            "per giocare; se tutti dicono «vado» o un'offerta resta senza «piglio» la mano è "
            "nulla; offerta accettata: chi offre segna −x, chi piglia +x.",
            "On the first 10 cards each player speaks once, in any order. One 'tengo' means the "
            "hand is played; all 'vado' or an offer nobody takes voids the hand; an accepted "
            "offer: offerer −x, taker +x.",
        ),
        "One single auction on 10 cards, no fixed speaking order, each player speaks once. "
        "vado: proposes to abandon the hand; offro x: abandon taking −x himself, +x to whoever "
        "accepts (usually x ≤ 8, 10 in extreme cases); piglio: accepts an existing offer; "
        "tengo: insists on playing. Outcomes: at least one tengo → second deal (offers void); "
        "all vado → abandoned, 0 points, deal passes [V2: same dealer]; offro with no piglio and "
        "no tengo → abandoned, 0 points [V2]; offro x + piglio, no tengo → offerer −x, taker "
        "+x, others 0, deal passes [V2].",
        "i giocatori non partecipano alla licitazione in un ordine determinato - all’interno "
        "dell’unica licitazione ogni giocatore può parlare una volta sola. […] vado: proporre "
        "cioè di mandare a monte la smazzata offro x punti (solitamente non più di 8, 10 in casi "
        "estremi):se è così sicuro di perdere che propone di mandare a monte la smazzata "
        "accollandosi un certo numero di punti negativi per lui, e positivi per l’avversario che "
        "eventualmente accetti. […] piglio: se qualcuno ha detto offro, ed è abbastanza convinto "
        "di vincere, dicendo piglio accetta l’offerta di mandare a monte la smazzata, "
        "aggiudicando i punti negativi all’avversario e positivi a se stesso. tengo: "
        "completamente convinto che valga la pena per lui giocare la smazzata, decide così e "
        "obbliga gli altri a giocare. […] (analogamente se uno o più giocatori hanno detto offro "
        "senza che nessuno abbia detto poi piglio) […] Quindi nel caso che tutti dicano vado si "
        "abbndona la smazzata e passa il mazzo al prossimo mazziere. [V2] Se si equivalgono "
        "offro e piglio e se nessuno dice tengo, vengono aggiudicati gli x punti in negativo al "
        "giocatore che li ha offerti, e altrettanti in positivo a chi abbia detto piglio; si "
        "abbandona quindi la smazzata e il mazzo passa al prossimo mazziere. [V2] Se almeno un "
        "giocatore dice tengo si procede con la seconda distribuzione.",
    ),
    _rule(
        "TAR-SOLO",
        ("Seconda distribuzione, monte e solo", "Second deal, monte and solo"),
        (
            "Altre 5 carte a testa e 3 coperte nel monte. Chi dice «solo» prende il monte, lo "
            "mostra e ne scarta 3; se nessuno va solo, il monte lo prende il mazziere senza "
            "mostrarlo, ma non gioca da solo.",
            "5 more cards each and 3 face down as the monte. Whoever says 'solo' takes the "
            "monte, shows it and discards 3; if nobody goes solo the dealer takes it unseen "
            "but does not play alone.",
        ),
        "The dealer gives 5 more cards each (15 each); the last 3 form the monte, face down. "
        "Counter-clockwise from the dealer's right each player says solo or passo (D&M: all "
        "four, dealer last) [V3: only the first three; the dealer cannot go solo]; the first "
        "solo is the soloist. He takes the monte, shows it (not if he is the dealer) [V3: never "
        "shown], discards 3 face down to rebuild it; the rebuilt monte is his at the end. No "
        "soloist: the dealer takes the monte unseen, discards 3, which count for his side; he "
        "does not play alone.",
        "Il mazziere distribuisce le ultime 5 carte coperte a ciascun giocatore compreso se "
        "stesso. Le tre carte rimanenti le dispone coperte al centro del tavolo a costituire il "
        "monte. A questo punto si procede stavolta secondo l’ordine di distribuzione in senso "
        "antiorario a partire dalla destra del mazziere, ad una dichiarazione di eventuale "
        "impegno da parte di ogni giocatore di giocare da solo contro gli altri 3, ed in questo "
        "caso dirà appunto solo, o nel caso non voglia ad una dichiarazione di passo. Parleranno "
        "quindi nell’ordine tutti i giocatori. [V3] […] potrà subito prendere il monte, "
        "mostrarlo [V3] (tranne che sia il mazziere a dichiarare solo), disporlo tra le proprie "
        "carte e scartarne altre tre per ricostituirlo; - le carte disposte nel monte saranno "
        "comunque sue alla fine della smazzata (con gli eventuali punti che conterranno). 2) non "
        "c’è un solista: nel caso nessuno dei giocatori si impegni al solo allora i due vantaggi "
        "sopra detti vengono acquisiti dal mazziere stesso, che procede a usufruirne, ma senza "
        "fare il solista. Anche in questo caso ha l'ulteriore vantaggio di non dover mostrare il "
        "monte nel prenderlo. […] [V3] solo i primi tre giocatori a parlare possono andare "
        '"solo": il mazziere non ha questa possibilità, ma se tutti passano deve comunque '
        "prendere il monte senza mostrarlo agli altri e fare lo scarto. Anche l'eventuale "
        "solista prende il monte senza mostrarlo.",
    ),
    _rule(
        "TAR-VENTI",
        ("Venti o zero", "Venti or zero"),
        (
            "Senza solista, ognuno conta solo decine e cinquine in mano: con almeno 20 può dire "
            "«venti», altrimenti dice «zero». Se tutti dicono zero si rifà la mano.",
            "With no soloist each player counts only his decine and cinquine: with 20 or more "
            "he may say 'venti', otherwise he says 'zero'. All zero: the hand is redealt.",
        ),
        "Each player counts only his decine (10) and cinquine (5) in hand (15 cards; the dealer "
        "after his monte exchange): multiples of 5. From the dealer's right, in order: venti "
        "(only with ≥ 20; optional) or zero (compulsory below 20). The first venti stops the "
        "round. All four say zero → new deal by the next dealer [V2: same dealer], no score.",
        "I giocatori dovranno in questa fase conteggiare i punti in loro mano dati solo dalle "
        "decine e dalle cinquine, cioè delle carte con valore di punteggio di 10 o 5 punti: "
        "Sempre secondo l’ordine di distribuzione in senso antiorario a partire dalla destra del "
        "mazziere, i giocatori possono se vogliono, dichiarare di essere in possesso di almeno "
        "20 punti, dichiarando appunto: venti, altrimenti dichiarare zero (o passo). Chi ha "
        "meno di 20 punti deve comunque dichiarare zero. Anche adesso i casi sono due: 2.1. Se "
        "tutti i giocatori (compreso il mazziere) dichiarano zero: si procede ad una nuova "
        "smazzata con il mazziere seguente. [V2]",
    ),
    _rule(
        "TAR-QUINDICI",
        ("Quindici: il compagno palese", "Quindici: the open partner"),
        (
            "Dopo il «venti», chi ha esattamente 15 punti può dire «quindici» e diventa il "
            "compagno palese di chi ha detto venti.",
            "After 'venti', a player with exactly 15 may say 'quindici' and becomes the open "
            "partner of the venti declarer.",
        ),
        "Starting with the player after the venti declarer, a player holding exactly 15 (in "
        "decine and cinquine) may say quindici (optional); the first to do so becomes the open "
        "partner of the venti declarer.",
        "2.2. Appena uno dichiara venti, allora, a partire dal giocatore seguente si procede ad "
        "una nuova dichiarazione di risposta che deve essere adesso quindici, ma stavolta per "
        "dirlo il giocatore deve avere esattamente 15 punti. A questo punto: 2.2.1. se qualcuno "
        "ha la possibilità e vuole dire quindici, e quindi lo dice: diventa il compagno "
        "(palese) del giocatore che ha detto venti.",
    ),
    _rule(
        "TAR-CALL",
        ("Chiamata del Re: il compagno nascosto", "King call: the hidden partner"),
        (
            "Se nessuno dice quindici, chi ha detto venti chiama un Re che non ha: chi lo tiene "
            "è il suo compagno nascosto. La scelta del Re segue le regole a–f.",
            "If nobody says quindici, the venti declarer calls a King he does not hold: its "
            "holder is his hidden partner. Which King follows rules a–f.",
        ),
        "If nobody said quindici, the venti declarer names a card he does not hold; its holder "
        "is the hidden partner. The card is fixed by TAR-CALL-a … TAR-CALL-f.",
        "2.2.2. se nessuno dice quindici (perché non lo ha o perché non ha voluto dichiararlo "
        "benché avendolo) la parola ritorna al dichiarante del venti che deve procedere ad una "
        'ulteriore "chiamata” per determinare il suo compagno: dovrà quindi chiamare un Re di '
        "un certo seme, non in suo possesso, ed il giocatore con esso diventa il suo compagno "
        "(nascosto). Nel farlo deve rispettare queste regole:",
    ),
    _rule(
        "TAR-CALL-a",
        ("Chiamata a) tre Re in mano", "Call a) three Kings in hand"),
        (
            "Chi ha 3 Re deve chiamare il quarto.",
            "A caller holding 3 Kings must call the fourth.",
        ),
        "Holds 3 Kings → must call the 4th King.",
        "se ha 3 Re deve chiamare il quarto mancante",
    ),
    _rule(
        "TAR-CALL-b",
        ("Chiamata b) uno o due Re", "Call b) one or two Kings"),
        (
            "Con 1 o 2 Re si chiama il Re del seme in cui si hanno meno carte, ma non di un "
            "seme in cui non si ha nessuna carta.",
            "With 1 or 2 Kings, call the King of the suit where you hold fewest cards, but not "
            "of a suit you are void in.",
        ),
        "Holds 1 or 2 Kings → the King of the suit (among those whose King he lacks) where he "
        "holds fewest cards, but not a void suit [V4: a void suit counts as shortest].",
        "se ha 1 o 2 Re deve chiamare il Re del seme in cui ha meno carte, ma di cui non sia "
        "completamente vuoto [V4] […] [V4] non è precisato che non si può chiamare un Re di un "
        "seme di cui il giocatore sia addirittura privo di carte; si considera cioè che avere "
        "zero carte di un seme lo faccia valere come seme più corto.",
    ),
    _rule(
        "TAR-CALL-c",
        ("Chiamata c) semi di pari lunghezza", "Call c) suits of equal length"),
        (
            "Se due semi hanno lo stesso numero di carte, si chiama il Re del seme in cui si ha "
            "la figura più alta (Regina, poi Cavallo, poi Donna).",
            "If two suits are equally long, call the King of the suit where you hold the higher "
            "court card (Queen, then Knight, then Donna).",
        ),
        "Tie in length → the King of the suit where he holds the higher court card "
        "(Regina > Cavallo > Donna).",
        "se non ha nessun Re in 2 semi di cui ha lo stesso numero di carte deve chiamare il Re "
        "del seme in cui ha la figura più alta",
    ),
    _rule(
        "TAR-CALL-d",
        ("Chiamata d) la preferenza per Oro", "Call d) Coins preferred"),
        (
            "Se i semi restano alla pari e uno dei due è Oro, si chiama il Re di Oro.",
            "If the suits are still tied and one of them is Coins, call the King of Coins.",
        ),
        "Still tied and one suit is Oro → Re di Oro [V5: no Oro rule].",
        "se anche così due semi si equivalgono e uno di essi è Oro, deve chiamare quello d'Oro "
        "[V5] […] [V5] non è presente questa sotto-regola sulla scelta dell'Oro",
    ),
    _rule(
        "TAR-CALL-e",
        ("Chiamata e) quattro Re: si chiama una Regina", "Call e) four Kings: call a Queen"),
        (
            "Chi ha tutti e 4 i Re chiama una Regina con le stesse regole, escludendo i semi "
            "in cui ha solo il Re «nudo»; con 3 Regine chiama la quarta.",
            "A caller with all 4 Kings calls a Queen by the same rules, leaving out suits where "
            "he holds only the bare King; with 3 Queens he calls the fourth.",
        ),
        "Holds all 4 Kings → call a Queen by the same rules; if several Queens are missing, "
        "the Queen of the shortest suit excluding suits where he holds only the bare King "
        "[V6: no such exclusion]; with 3 Queens held → the 4th (by analogy with a).",
        "se ha tutti e 4 i Re deve chiamare una Regina con le stesse regole. In maniera "
        "equivalente, nel caso gli manchino più Regine deve chiamare quella del seme più corto "
        'esclusi quelli di cui abbia solo il Re "nudo". [V6] […] [V6] non presente nemmeno '
        "questa estensione della variante V3",
    ),
    _rule(
        "TAR-CALL-f",
        ("Chiamata f) Regina nello scarto del mazziere", "Call f) Queen in the dealer's discard"),
        (
            "Se la Regina chiamata è nel monte scartato dal mazziere, il mazziere deve dirlo e "
            "diventa compagno palese del dichiarante.",
            "If the called Queen is in the monte the dealer discarded, the dealer must say so "
            "and becomes the declarer's open partner.",
        ),
        "If the called Queen is in the dealer's discard (the monte), the dealer must say so and "
        "becomes the open partner [V7: not stated by Dossena, 'implicit'].",
        'Come caso "particolarissimo", se il dichiarante dovesse chiamare una Regina che il '
        "mazziere aveva messo nello scarto, il mazziere dovrà dichiararlo e diventare il "
        "compagno, stavolta palese, del dichiarante. [V7] […] [V7] anche questa precisazione, "
        "forse vista la rarità del caso, non è riportata ma si può considerare implicita.",
    ),
    _rule(
        "TAR-LEAD",
        ("Prima presa e segnali", "Opening lead and signals"),
        (
            "Apre sempre il giocatore alla destra del dichiarante. Chi ha il Re chiamato, alla "
            "sua prima apertura, deve giocare una carta di quel seme. Giove e Palla si possono "
            "segnalare picchiando sul tavolo.",
            "The player to the declarer's right always leads first. The holder of the called "
            "King must lead that suit at his first lead. Giove and Palla may be signalled by "
            "knocking on the table.",
        ),
        "D&M: the player to the right of the declarer (soloist or venti) always leads first "
        "[V8: the soloist leads himself; with pairs the player to the right of the '20']. The "
        "holder of a called King must, at his first lead, lead a card of the called suit (not "
        "necessarily the King) [V9: no such rule]. Signals (not scored): with Giove (20) or "
        "Palla (19) a player may knock on the table when leading; both together allowed "
        "[V10: only separately, in two different tricks].",
        "In funzione della conclusione della fase di dichiarazione, apre la prima presa in ogni "
        'caso il giocatore alla destra del dichiarante, sia solista che chiamante con "20". '
        "[V8] […] L'unica regola aggiuntiva vale per il giocatore chiamato con un Re, che alla "
        "sua prima apertura di presa è obbligato a tirare una carta del seme del Re chiamato, "
        "anche se non necessariamente la carta chiamata stessa. [V9] […] Chi ha 20 (Giove) o 19 "
        "(Palla), può, se vuole, segnalarlo al compagno o ai compagni, picchiando con il pugno "
        "sul tavolo; questo segnale può essere fatto però solo quando il giocatore è primo di "
        "mano, e va fatto giocando la carta di quella mano. […] Se un giocatore ha sia Giove "
        "che Palla, può segnalarli anche insieme, [V10] […] [V8] - se c’è un “solista” è lui ad "
        "aver diritto di cominciare - se si gioca a coppie, esplicite o ignote comincia comunque "
        "il giocatore alla destra di chi ha detto “20”. [V9] non riportata questa regola [V10] "
        "può segnalarli solo separatamente, uno per volta (sia specificando a voce o meno), in "
        "due diverse mani, e sempre quando è primo di mano",
    ),
    _rule(
        "TAR-SCORE-SOLO",
        ("Punteggio del solo", "Solo scoring"),
        (
            "Il solista segna 3 × (punti − 55); ognuno dei tre avversari segna (punti loro − "
            "54). Con 55 punti nessuno segna nulla; il solista vince da 56.",
            "The soloist scores 3 × (points − 55); each of the three opponents scores (their "
            "points − 54). At 55 nobody scores; the soloist wins from 56.",
        ),
        "S = card points of a side (monte included where it belongs, +5 last trick); the other "
        "side has 109 − S. Soloist 3 × (S − 55); each of the 3 opponents (S_opp − 54). "
        "Break-even: soloist 55 → everyone 0; he wins from 56. Phase-1 offer transfers (±x) go "
        "to the same personal totals. Game = a pre-agreed number of hands, cumulative personal "
        "scores, stakes paid at the end by score. Every hand is zero-sum.",
        "Si conteggiano le somme dei punti complessivi (come spiegato nella sezione Valore di "
        "punteggio delle carte), ricordandosi di assegnare le carte del monte a chi spettano ed "
        "i 5 punti a chi fa l’ultima presa, e si assegnano quindi: - con il solo (1 contro 3): - "
        "il solo si segna: 3 x [SOMMA PUNTI – 55] -gli avversari segnano, ognuno: [SOMMA PUNTI "
        "– 54] […] Si effettua così un numero prefissato di smazzate, tenendo il conto "
        "cumulativo dei punteggi personali. Alla fine il perdente o i perdenti pagano una posta "
        "prefissata (relativa al punteggio) al vincitore o ai vincitori.",
    ),
    _rule(
        "TAR-SCORE-PAIRS",
        ("Punteggio a coppie", "Pairs scoring"),
        (
            "A coppie, palesi o nascoste: ognuno della coppia del mazziere segna (punti − 55), "
            "ognuno dell'altra coppia (punti − 54).",
            "In pairs, open or hidden: each member of the dealer's pair scores (points − 55), "
            "each member of the other pair (points − 54).",
        ),
        "Pairs (open or hidden): each member of the pair containing the dealer (S − 55); each "
        "member of the other pair (S − 54), where S is the pair's card points and the other "
        "side has 109 − S. Phase-1 offer transfers (±x) go to the same personal totals. Game = "
        "a pre-agreed number of hands, cumulative personal scores. Every hand is zero-sum.",
        "- a coppie: - coppia con mazziere segna ognuno: [SOMMA PUNTI – 55] - altra coppia "
        "segna, ognuno: [SOMMA PUNTI – 54] Si effettua così un numero prefissato di smazzate, "
        "tenendo il conto cumulativo dei punteggi personali.",
    ),
    _rule(
        "TAR-AMB-1",
        ("Ambiguità 1: più offerte e più «piglio»", "Ambiguity 1: several offers and takers"),
        (
            "Ogni «piglio» accetta una sola offerta: le coppie offerta-piglio si regolano, le "
            "offerte non accettate decadono. Un'offerta la prende solo il primo.",
            "Each 'piglio' takes one offer: matched pairs settle, unmatched offers lapse. An "
            "offer is taken by one player only, the first.",
        ),
        "'Se si equivalgono offro e piglio…'. Readings: (a) each piglio names one offer; "
        "matched pairs settle, unmatched offers lapse; (b) only if every offer is matched is "
        "anything settled; (c) one offer taken by two players. Default (a); an offer can be "
        "taken by one player only (the first).",
        "Se si equivalgono offro e piglio e se nessuno dice tengo, vengono aggiudicati gli x "
        "punti in negativo al giocatore che li ha offerti, e altrettanti in positivo a chi "
        "abbia detto piglio",
        ambiguity=True,
    ),
    _rule(
        "TAR-AMB-2",
        ("Ambiguità 2: i Re sono cinquine?", "Ambiguity 2: are Kings cinquine?"),
        (
            "Sì: le cinquine sono tutte le carte da 5 punti, quindi anche i Re contano nel "
            "venti e nel quindici. Il tavolo può contare solo le Arie.",
            "Yes: cinquine are all 5-point cards, so Kings count towards venti and quindici. "
            "The table may count the Arie only.",
        ),
        "The seed says 'decine e cinquine, cioè delle carte con valore di 10 o 5 punti'. The "
        "card-values page defines cinquine as all 5-point cards → Kings count (default). "
        "Alternative (Arie only) offered as an option.",
        "dati solo dalle decine e dalle cinquine, cioè delle carte con valore di punteggio di 10 "
        "o 5 punti",
        ambiguity=True,
        source=_cite(VALUES),
    ),
    _rule(
        "TAR-AMB-3",
        ("Ambiguità 3: chiamante senza Re", "Ambiguity 3: caller with no King"),
        (
            "Il testo non lo prevede: di serie si applica la regola b (seme più corto non "
            "vuoto, poi c e d); in alternativa il chiamante sceglie liberamente.",
            "Not covered: by default rule b applies (shortest non-void suit, then c and d); "
            "alternatively the caller chooses freely.",
        ),
        "Caller with 0 Kings: not covered. Default: apply rule b (shortest non-void suit, then "
        "c/d); alternative: free choice.",
        "se ha 3 Re deve chiamare il quarto mancante - se ha 1 o 2 Re deve chiamare il Re del "
        "seme in cui ha meno carte, ma di cui non sia completamente vuoto [V4]",
        ambiguity=True,
    ),
    _rule(
        "TAR-AMB-4",
        ("Ambiguità 4: parità non risolta", "Ambiguity 4: unbroken ties"),
        (
            "Se la parità resta (stessa lunghezza, stessa figura o nessuna, niente Oro), il "
            "chiamante sceglie tra i Re in parità.",
            "If the tie remains (same length, same court card or none, no Coins), the caller "
            "chooses among the tied Kings.",
        ),
        "Ties not broken (equal length, equal highest court — or no courts — and no Oro, or V5 "
        "on). Default: the caller's free choice among the tied Kings; the app shows the "
        "candidates.",
        "se non ha nessun Re in 2 semi di cui ha lo stesso numero di carte deve chiamare il Re "
        "del seme in cui ha la figura più alta - se anche così due semi si equivalgono e uno di "
        "essi è Oro, deve chiamare quello d'Oro [V5]",
        ambiguity=True,
    ),
    _rule(
        "TAR-AMB-5",
        ("Ambiguità 5: chi può dire quindici", "Ambiguity 5: who may say quindici"),
        (
            "Possono dire quindici tutti e tre gli altri giocatori, in ordine a partire da chi "
            "segue il dichiarante del venti, anche chi aveva già detto zero.",
            "All three other players may say quindici, in order from the one after the venti "
            "declarer, including those who already said zero.",
        ),
        "'a partire dal giocatore seguente': default — all three other players in order, "
        "starting after the venti declarer (including those who already said zero).",
        "2.2. Appena uno dichiara venti, allora, a partire dal giocatore seguente si procede ad "
        "una nuova dichiarazione di risposta che deve essere adesso quindici",
        ambiguity=True,
    ),
    _rule(
        "TAR-AMB-6",
        ("Ambiguità 6: Re chiamato nel monte", "Ambiguity 6: called King in the monte"),
        (
            "Se il Re chiamato è nello scarto del mazziere, il mazziere lo dichiara e diventa "
            "compagno palese, come per la Regina. Il mazziere chiamante non può chiamare carte "
            "che ha scartato.",
            "If the called King is in the dealer's discard, the dealer declares it and becomes "
            "the open partner, as with the Queen. A dealer who calls may not call cards he "
            "discarded.",
        ),
        "Only the Queen case is written. Default: same as V7 — the dealer declares and is the "
        "open partner. If the caller is the dealer himself, the cards he discarded count as "
        "'in his possession': he may not call them.",
        "dovrà quindi chiamare un Re di un certo seme, non in suo possesso […] Come caso "
        '"particolarissimo", se il dichiarante dovesse chiamare una Regina che il mazziere '
        "aveva messo nello scarto, il mazziere dovrà dichiararlo e diventare il compagno, "
        "stavolta palese, del dichiarante. [V7]",
        ambiguity=True,
    ),
    _rule(
        "TAR-AMB-7",
        (
            "Ambiguità 7: Fuggitivo; quattro Re e quattro Regine",
            "Ambiguity 7: the Fugitive; four Kings and four Queens",
        ),
        (
            "Il testo non spiega come si gioca il Fuggitivo: i suoi 10 punti vanno alla parte "
            "di chi lo aveva. Con 4 Re e 4 Regine si chiama un Cavallo con le stesse regole.",
            "The text does not say how the Fugitive is played: its 10 points go to its holder's "
            "side. With 4 Kings and 4 Queens a Knight is called by the same rules.",
        ),
        "Fuggitivo mechanics not established (excuse-style exchange for a scartina? may it be "
        "kept in the last trick?): count its 10 with the side of its original holder unless the "
        "table decides otherwise. 4 Kings + 4 Queens: not covered; default: call a Cavallo by "
        "the same rules (unverified).",
        "se ha tutti e 4 i Re deve chiamare una Regina con le stesse regole.",
        ambiguity=True,
        source=_cite(GENERAL, TRIONFI),
    ),
    _rule(
        "TAR-AMB-8",
        ("Ambiguità 8: ordine della prima licitazione", "Ambiguity 8: first-auction order"),
        (
            "Non c'è un ordine fisso: l'app registra le dichiarazioni nell'ordine in cui "
            "arrivano, una per giocatore; la licitazione finisce quando hanno parlato tutti e "
            "quattro.",
            "There is no fixed order: the app records calls as they come, one per player; the "
            "auction ends when all four have spoken.",
        ),
        "No fixed order; the app records calls in time order, each player once; the auction "
        "ends when all four have spoken.",
        "i giocatori non partecipano alla licitazione in un ordine determinato - all’interno "
        "dell’unica licitazione ogni giocatore può parlare una volta sola. […] Il primo a "
        "parlare viste le carte o dopo una breve riflessione è solitamente il giocatore che "
        "pensa di avere pessimo gioco che dice offro oppure vado:",
        ambiguity=True,
    ),
)
