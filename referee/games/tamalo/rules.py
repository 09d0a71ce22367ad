"""Tamalo's rules: the Comitato di Tamalo's text (seed 003, it.wikipedia) and our digest.

Longer than a module should be because it is data: one entry per rule id of rules.md §4,
each with its quotation; splitting it would only scatter the rulebook.
"""

from __future__ import annotations

from ..base import Rule, Topic, rule_maker, topics

SEED = "Comitato di Tamalo, Regolamento ufficiale (marzo 2020), it.wikipedia.org/wiki/Tamalo"


#: The rulebook's chapters, in the order a player reads them.
TOPICS: tuple[Topic, ...] = topics(
    "tamalo",
    ("game", ("Il gioco e le carte", "The game and the cards")),
    ("turn", ("Il turno e i poteri", "Your turn and the powers")),
    ("score", ("Il punteggio", "Scoring")),
    ("end", ("La fine della partita", "The end of the game")),
    ("amb", ("Ambiguità: le scelte del tavolo", "Ambiguities: the table's choices")),
    ("extra", ("Torneo e mosse con un nome", "Tournament and named moves")),
)

_rule = rule_maker("tamalo", SEED, TOPICS)


RULES: tuple[Rule, ...] = (
    _rule(
        "TAM-PLAYERS",
        ("Giocatori", "Players"),
        (
            "Da 2 a 6 giocatori, ciascuno al suo posto per tutta la partita.",
            "2 to 6 players, each keeping their seat for the whole game.",
        ),
        "2–6 players. Seats do not change once the game has started unless everyone agrees. "
        "The end-of-hand entry gives one hand per seat, in seating order.",
        "Per giocare è necessario un mazzo da 52 carte e un numero di giocatori tra 2 e 6. "
        "[…] Non è concesso cambiare posto al tavolo una volta che la partita è iniziata a "
        "meno che tutti siano d'accordo.",
        topic="game",
        plain=(
            "Si gioca da 2 a 6. Una volta cominciata la partita ognuno resta al suo posto: si "
            "cambia posto solo se tutti sono d'accordo. Quando segnate la fine di una mano, "
            "inserite le carte di ogni posto, nell'ordine in cui siete seduti.",
            "Two to six players. Once the game has started everyone keeps their seat; you swap "
            "seats only if everybody agrees. When you record the end of a hand, you enter the "
            "cards of every seat, in the order you are sitting.",
        ),
    ),
    _rule(
        "TAM-DECK",
        ("Il mazzo", "The deck"),
        (
            "Un mazzo francese da 52 carte: ogni carta esiste una volta sola.",
            "One 52-card French deck: every card exists once.",
        ),
        "52 French cards (+ jokers in Jokes mode). Suits play no part in the score, except that "
        "a king's colour sets its value. A hand entry cannot hold a card twice, nor more than "
        "four of a rank, nor more than two kings of a colour. With an in-hand log, a card a "
        "seat discarded or matched that the log still shows on the discard pile is not in that "
        "seat's hand entered as cards (exact codes are compared; cards named by rank or colour "
        "and jokers are counted with it against the deck). A card taken back by a logged take "
        "may come round to anyone, and the log cannot show discards turned into a new stock "
        "(TAM-AMB-9): the table then undoes the move the entry contradicts.",
        "Per giocare è necessario un mazzo da 52 carte […] Tutti partono con 4 carte in mano "
        "disposte in fronte a sé verticalmente 2 vicine e 2 più lontane.",
        topic="game",
        plain=(
            "Si gioca con un mazzo francese da 52 carte, più uno o due jolly se giocate in "
            "modalità Jokes. I semi non contano per i punti: conta solo il colore dei re, che ne "
            "decide il valore. E siccome il mazzo è uno solo, quando segnate le carte a fine mano "
            "la stessa carta non può comparire due volte, e non ci possono essere più di quattro "
            "carte dello stesso valore né più di due re dello stesso colore. Se avete segnato "
            "anche le mosse della mano, una carta che qualcuno ha scartato e che secondo il "
            "registro è ancora negli scarti non può comparire nella sua mano; se invece quella "
            "carta è tornata in gioco, per esempio con gli scarti rimescolati nel mazzo, "
            "annullate la mossa nel registro.",
            "You play with one 52-card French deck, plus one or two jokers in Jokes mode. Suits "
            "don't matter for the score: only a king's colour does, because it sets the king's "
            "value. And since there is only one deck, when you record the cards at the end of a "
            "hand the same card can't appear twice, and there can't be more than four cards of "
            "one rank or more than two kings of one colour. If you also logged the hand's moves, "
            "a card someone discarded that the log still shows on the discard pile can't appear "
            "in their hand; if that card really came back into play, for example with the "
            "discards shuffled back into the deck, undo the move in the log.",
        ),
    ),
    _rule(
        "TAM-VAL",
        ("Valore delle carte", "Card values"),
        (
            "Asso 1, dal 2 al 10 il loro numero, Jack 11, Donna 12, re nero 13, re rosso 0.",
            "Ace 1, 2–10 face value, Jack 11, Queen 12, black King 13, red King 0.",
        ),
        "A 1, 2–10 face value, J 11, Q 12, black King (♠ ♣) 13, red King (♥ ♦) 0, Joker 15. "
        "A hand's raw total is the sum of the cards left in it, penalty cards included; an "
        "empty hand is 0.",
        "L'obiettivo del gioco è fare meno punti possibili. […] Asso 1 Due 2 Tre 3 Quattro 4 "
        "Cinque 5 Sei 6 Sette 7 Otto 8 Nove 9 Dieci 10 Jack 11 Donna 12 Re Nero 13 Re Rosso 0",
        topic="game",
        plain=(
            "L'asso vale 1, le carte dal 2 al 10 valgono il loro numero, il jack 11 e la donna "
            "12. Il re nero (picche o fiori) vale 13, il re rosso (cuori o quadri) vale 0, il "
            "jolly 15. A fine mano sommi le carte che ti sono rimaste, comprese quelle pescate "
            "per penalità: quella è la tua somma. Se non ti è rimasta nessuna carta, la somma è "
            "0.",
            "The ace is worth 1, the 2 to the 10 their number, the jack 11 and the queen 12. A "
            "black king (spades or clubs) is worth 13, a red king (hearts or diamonds) 0, a joker "
            "15. At the end of a hand you add up the cards you have left, penalty cards included: "
            "that is your total. If you have no cards left, your total is 0.",
        ),
    ),
    _rule(
        "TAM-JOKE",
        ("Jokes: i jolly", "Jokes: jokers"),
        (
            "Con il consenso di tutti si aggiungono uno o due jolly da 15 punti; un jolly si "
            "elimina solo scartandolo su un altro jolly.",
            "With everyone's consent one or two jokers worth 15 are added; a joker dies only "
            "when discarded onto another joker.",
        ),
        "Jokes mode: 1–2 jokers, 15 points each, all players consenting (removable at any time). "
        "A discarded joker must be taken by the next player; it can only be killed by "
        "discarding it onto another joker. A drawn joker cannot be discarded at once. What the "
        "in-hand log checks: nothing is discarded onto a joker discarded at the end of a turn "
        "until it is taken (only the other joker may be thrown onto it, and the one beneath is "
        "dead), and its discarder does not take it back; a joker taken from the discards is "
        "not discarded again before another seat's turn move or a call is logged (with two "
        "jokers, only when the log shows the other one on the pile, since the player may hold "
        "it). Not checked: which seat is next (the app does not know the direction of play), a "
        "joker drawn from the stock (stock draws are not logged), and whether the joker thrown "
        "onto another must itself be taken by the next player (the source does not say).",
        "I Jokes valgono 15 punti ed una volta entrati in gioco non possono essere eliminati "
        "facilmente. Infatti se qualcuno scarta un Joke, questo deve essere pescato dal "
        "giocatore successivo. L'unico modo per liberarsi di un Joke è quello di scartarlo "
        "sopra ad un altro Joke, a quel punto il Joke sotto sarà morto e defunto nel mazzo di "
        "scarto. Ovviamente questo può succedere solamente se si gioca con 2 Jokes. Quando si "
        "pesca un Joke non si può scartarlo subito.",
        topic="game",
        plain=(
            "Nella modalità Jokes, se tutti sono d'accordo, si mettono nel mazzo uno o due jolly "
            "da 15 punti; basta che uno non sia più d'accordo e si tolgono. Se qualcuno scarta un "
            "jolly, chi viene dopo deve pescarlo. L'unico modo per liberarsene è scartarlo sopra "
            "un altro jolly: quello sotto è morto e non torna più in gioco. Un jolly appena "
            "pescato non si può scartare subito. L'app controlla quello che risulta dal "
            "registro della mano: sopra un jolly appena scartato non si scarta niente finché "
            "qualcuno non lo pesca, e ci si può buttare solo l'altro jolly; chi l'ha scartato "
            "non può ripescarlo; chi pesca un jolly dagli scarti non lo scarta nello stesso "
            "turno. Non sa chi siede dopo chi, e non controlla i jolly pescati dal mazzo, che "
            "non si segnano.",
            "In Jokes mode, if everyone agrees, one or two jokers worth 15 points each go into "
            "the deck; as soon as one player no longer agrees, they come out again. If someone "
            "discards a joker, the next player must take it. The only way to get rid of one is to "
            "discard it onto another joker: the one underneath is dead and out of the game. A "
            "joker you have just drawn can't be discarded straight away. The app checks what the "
            "hand's log shows: nothing is discarded onto a joker just discarded until someone "
            "takes it, and only the other joker may be thrown onto it; whoever discarded it "
            "can't take it back; whoever takes a joker from the discards doesn't discard it in "
            "the same turn. It doesn't know who sits after whom, and it doesn't check jokers "
            "drawn from the deck, which aren't logged.",
        ),
    ),
    _rule(
        "TAM-6CARDS",
        ("Gioco a 6 carte", "6-card mode"),
        (
            "In due si può giocare con 6 carte a testa, guardandone 3; le regole non cambiano.",
            "Two players may play with 6 cards each, looking at 3; the rules do not change.",
        ),
        "Advised for 2 players: 6 cards each in two rows of 3; look at the 3 near ones before "
        "play. Scoring is unchanged. The app allows it with more players and then shows a note "
        "on the table (with the cards left in the deck after the deal), not a refusal.",
        "Quando i giocatori sono solo due è consigliato provare la modalità a 6 carte. Le regole "
        "sono esattamente le stesse del gioco a 4 carte. La novità è che si possono "
        "inizialmente guardare 3 carte rispetto alle 6 possedute.",
        topic="game",
        plain=(
            "In due conviene provare il gioco a 6 carte: ognuno ne ha 6, in due file da 3, e "
            "prima di cominciare guarda le 3 più vicine. Per il resto le regole e il punteggio "
            "sono gli stessi del gioco a 4 carte. L'app lo permette anche in più di due: in quel "
            "caso lo ricorda sul tavolo, senza impedirlo.",
            "With two players it's worth trying the 6-card game: each of you has 6 cards in two "
            "rows of 3 and, before play starts, looks at the 3 nearest. Otherwise the rules and "
            "the scoring are the same as with 4 cards. The app allows it with more than two "
            "players too: it then shows a reminder on the table, without stopping you.",
        ),
    ),
    _rule(
        "TAM-TURN",
        ("Il turno", "A turn"),
        (
            "Si pesca da uno dei due mazzi e si scambia con una propria carta, oppure si "
            "ributta subito la carta pescata usandone il potere.",
            "Draw from either pile and swap with one of your cards, or throw the drawn card "
            "straight back and use its power.",
        ),
        "Draw from the stock or the discards; swap the card with one of yours or throw it "
        "straight back. A card thrown straight back (or left on top of the discards — "
        "'Uso il potere') gives its power.",
        "Durante il proprio turno, 2 sono le opzioni di gioco. In primis, si può pescare una "
        "carta nuova da uno dei 2 mazzi e decidere se scambiarla con una delle proprie carte. "
        "In alternativa, la carta pescata dal mazzo può essere ributtata immediatamente e, se "
        "la carta è in possesso di un potere, sarà eventualmente possibile utilizzare il potere "
        "stesso (vedi tabella dei poteri).",
        topic="turn",
        plain=(
            "Al tuo turno peschi una carta, dal mazzo o dagli scarti. Puoi scambiarla con una "
            "delle tue carte, oppure ributtarla subito. Se ributti subito la carta che hai "
            "pescato e quella carta ha un potere, puoi usarlo. Se la carta con il potere è già in "
            "cima agli scarti non serve nemmeno pescarla: basta dire «Uso il potere».",
            "On your turn you draw a card, from the deck or from the discards. You can swap it "
            "for one of your cards, or throw it straight back. If you throw back the card you "
            "have just drawn and it has a power, you may use it. If the card with the power is "
            "already on top of the discards you needn't even pick it up: just say «Uso il potere» "
            "(I use the power).",
        ),
    ),
    _rule(
        "TAM-POWER",
        ("I poteri", "Powers"),
        (
            "7-8 guarda una tua carta, 9-10 una carta altrui, J-Q scambia due carte senza "
            "guardarle, re nero guarda una carta altrui e decide se scambiarla. Ogni potere si "
            "usa una volta.",
            "7–8 look at one of yours, 9–10 at another's, J–Q swap two cards unseen, black K "
            "look at another's card and maybe swap it. Each power is used once.",
        ),
        "7/8 look at one of your own cards; 9/10 look at an opponent's card; J/Q swap any two "
        "cards unseen; black K look at another player's card and optionally swap it with "
        "anyone. Red K and A–6 have none. A card's power can be used once only.",
        "Se il potere di una carta è già stato sfruttato, nessun altro ne potrà far uso. […] "
        "Sette - Otto Guardare una qualsiasi delle proprie carte Nove - Dieci Guardare una "
        "qualsiasi delle carte altrui Jack - Donna Scambiare 2 carte qualsiasi senza "
        "guardarle Re Nero Guardare una carta altrui e decidere se scambiarla con chiunque o no",
        topic="turn",
        plain=(
            "Il 7 e l'8 ti fanno guardare una delle tue carte; il 9 e il 10 una carta di un altro "
            "giocatore. Il jack e la donna ti fanno scambiare due carte qualsiasi senza "
            "guardarle. Il re nero ti fa guardare una carta di un altro e poi decidere se "
            "scambiarla con una carta di chiunque. Il re rosso e le carte dall'asso al 6 non "
            "hanno poteri. Il potere di una carta si usa una volta sola: se qualcuno l'ha già "
            "sfruttato, nessun altro può usarlo.",
            "A 7 or an 8 lets you look at one of your own cards; a 9 or a 10 at another player's "
            "card. A jack or a queen lets you swap any two cards without looking at them. A black "
            "king lets you look at another player's card and then decide whether to swap it with "
            "anyone's card. The red king and the cards from ace to 6 have no power. A card's "
            "power can be used only once: once someone has used it, nobody else can.",
        ),
    ),
    _rule(
        "TAM-MATCH",
        ("Scarto dello stesso numero", "Matching discards"),
        (
            "Su ogni nuovo scarto chiunque può buttare una carta dello stesso numero, anche "
            "fuori turno; se più giocatori la buttano, conta solo il primo.",
            "Onto every fresh discard anyone may throw a card of the same number, even out of "
            "turn; if several throw, only the first counts.",
        ),
        "Anyone may instantly discard a card of the same number onto a fresh discard "
        "('verginità': only onto a card with nothing yet discarded on it). First one down counts.",
        "Ogni qualvolta una nuova carta viene scartata, chiunque può scartare una carta che "
        "riporta il medesimo numero, anche se non è il proprio turno. Se più giocatori buttano "
        "una carta, solo il primo avrà effettivo diritto di scarto. […] È fondamentale "
        "rispettare la Verginità delle carte. Una carta si definisce vergine fino a che sopra di "
        "essa non viene scartato nulla.",
        topic="turn",
        plain=(
            "Ogni volta che viene scartata una carta nuova, chiunque può buttarci sopra una carta "
            "con lo stesso numero, anche se non è il suo turno. Se la buttate in più di uno, vale "
            "solo la prima arrivata. Si può fare solo su una carta vergine, cioè una carta su cui "
            "non è ancora stato scartato niente.",
            "Every time a new card is discarded, anyone may throw a card of the same number onto "
            "it, even out of turn. If several of you throw one, only the first one down counts. "
            "You can only do this onto a vergine card, that is, a card nothing has been discarded "
            "onto yet.",
        ),
    ),
    _rule(
        "TAM-SVELTINA",
        ("La Sveltina (mossa proibita)", "The Sveltina (forbidden move)"),
        (
            "Non si scarta su una carta che non è più vergine, anche se quella sopra è stata "
            "ripescata.",
            "No discarding onto a card that is no longer vergine, even if the card on it was "
            "taken back.",
        ),
        "A card discarded on top of a first one, then taken back by the player in turn, leaves "
        "the first card no longer vergine: a third same-number card may not go onto it.",
        "Una prima carta viene scartata. Una seconda carta, stesso numero, viene scartata sopra "
        "alla prima. Il giocatore in turno la ripesca. Un terzo giocatore butta una terza carta "
        "con lo stesso numero sulla prima. La mossa è proibita perché la prima carta in esame "
        "aveva ormai perso la sua verginità, ovvero una seconda carta era già stata scartata su "
        "di essa.",
        topic="turn",
        plain=(
            "La Sveltina è una mossa proibita. Succede così: viene scartata una carta, qualcuno "
            "ci butta sopra una carta con lo stesso numero e chi è di turno ripesca questa "
            "seconda carta. A quel punto la prima carta non è più vergine: nessuno può buttarci "
            "sopra una terza carta con lo stesso numero, anche se adesso è di nuovo in cima.",
            "The Sveltina is a forbidden move. It goes like this: a card is discarded, someone "
            "throws a card of the same number onto it, and the player whose turn it is picks that "
            "second card back up. The first card is no longer vergine: nobody may throw a third "
            "card of the same number onto it, even though it is on top again.",
        ),
    ),
    _rule(
        "TAM-PENALTY",
        ("Carte di penalità", "Penalty draws"),
        (
            "Si pesca una carta coperta in più per uno scarto sbagliato, se si riguarda una "
            "propria carta senza potere, se si pesca o guarda fuori turno, se fingendo si tocca "
            "il mazzo degli scarti.",
            "Draw an extra face-down card for a wrong discard, re-looking without a power, "
            "drawing or looking out of turn, or touching the discards while faking.",
        ),
        "Four causes of a penalty draw: a wrong discard; looking again at one of your cards "
        "without a power; drawing/looking when it is not your turn; touching the discard pile "
        "while faking. Penalty cards count in the hand's total. The number of cards left is "
        "not checked against the penalties logged: a penalty card may leave the hand by a "
        "match, logged or not.",
        "Si è portati a pescare una carta coperta aggiuntiva nei seguenti casi: […] Se viene "
        "scartata una carta errata […] Se si riguarda una propria carta senza sfruttare un potere "
        "[…] Se viene pescata e guardata una carta quando non è il proprio turno […] Se facendo "
        "una finta il giocatore tocca con la propria carta il mazzo delle carte scartate",
        topic="turn",
        plain=(
            "Peschi una carta coperta in più in quattro casi: se scarti una carta sbagliata; se "
            "riguardi una tua carta senza usare un potere; se peschi o guardi una carta quando "
            "non è il tuo turno; se, facendo una finta, tocchi con la tua carta il mazzo degli "
            "scarti. Le carte di penalità contano nella tua somma a fine mano. L'app non "
            "controlla quante carte ti restano: anche una carta di penalità può uscire dalla "
            "mano con uno scarto dello stesso numero.",
            "You draw an extra face-down card in four cases: if you discard a wrong card; if you "
            "look again at one of your cards without using a power; if you draw or look at a card "
            "when it isn't your turn; if, while faking a discard, you touch the discard pile with "
            "your card. Penalty cards count in your total at the end of the hand. The app "
            "doesn't check how many cards you have left: a penalty card too can leave your hand "
            "when you throw it onto a discard of the same number.",
        ),
    ),
    _rule(
        "TAM-CALL",
        ("La chiamata: Tamalo!", "The call: Tamalo!"),
        (
            "A fine turno si può chiamare Tamalo: segue l'ultimo giro, in cui chi ha chiamato "
            "non gioca più, poi si contano i punti. Le carte di chi ha chiamato non subiscono i "
            "poteri altrui, ma si possono scartare.",
            "At the end of your turn you may call Tamalo: one last round follows, without the "
            "caller, then the hand is scored. The caller's cards are immune to powers but can "
            "still be matched away.",
        ),
        "A player may call 'Tamalo' at the end of their own turn; one last round follows "
        "(every other player gets one more turn), then the hand is scored. One call per hand. "
        "The caller plays no more turns: after the call the log refuses a discard, a take from "
        "the discards or a power by the caller. The caller's cards are immune to the others' "
        "powers but 'possono essere scartate': a matching discard is not a turn move, so the "
        "caller may still throw a same-number card onto a fresh discard, may still draw "
        "penalty cards, and anyone may match onto the caller's last discard.",
        'Alla fine del proprio turno, ogni giocatore può dire "Tamalo". Dopo questo annuncio '
        "si effettua l'ultimo giro e si contano poi i punti della mano corrente. Le carte di chi "
        "ha chiamato Tamalo non possono essere soggette a poteri altrui ma possono essere "
        "scartate.",
        topic="turn",
        plain=(
            "Alla fine del tuo turno puoi chiamare «Tamalo!». Dopo la chiamata si fa l'ultimo "
            "giro, in cui ognuno degli altri gioca ancora un turno, e poi si contano i punti "
            "della mano. Chi ha chiamato non gioca più turni: non pesca, non scarta a fine turno "
            "e non usa poteri. Da quel momento le carte di chi ha chiamato non subiscono i "
            "poteri degli altri, ma si possono ancora scartare: chi ha chiamato può ancora "
            "buttare una carta dello stesso numero su uno scarto vergine, e gli altri possono "
            "buttarne una sul suo ultimo scarto. In una mano si chiama Tamalo una volta sola.",
            "At the end of your turn you may call «Tamalo!». After the call comes the last round, "
            "in which every other player has one more turn, and then the hand is scored. Whoever "
            "called plays no more turns: no drawing, no end-of-turn discard, no powers. From "
            "then on the caller's cards are safe from the others' powers, but they can still be "
            "discarded: the caller may still throw a card of the same number onto a vergine "
            "discard, and the others may throw one onto the caller's last discard. Tamalo can be "
            "called only once per hand.",
        ),
    ),
    _rule(
        "TAM-LT5",
        ("Meno di 5 vale 0", "Under 5 counts 0"),
        (
            "Chi ha meno di 5 punti in mano ne prende 0; 5 vale 5.",
            "A hand under 5 scores 0; exactly 5 scores 5.",
        ),
        "Non-callers: score = 0 if raw < 5, else raw (5 scores 5). 'Meno di 5' is strict: "
        "4 → 0, 5 → 5.",
        "Sommati i valori, chi ha meno di 5 punti ne percepisce in realtà 0.",
        topic="score",
        plain=(
            "A fine mano, se la somma delle tue carte è meno di 5 prendi 0 punti, altrimenti "
            "prendi la tua somma. «Meno di 5» vuol dire proprio meno: con 4 prendi 0, con 5 "
            "prendi 5. Così si conta chiunque non abbia chiamato; per chi ha chiamato "
            "valgono le regole della chiamata.",
            "At the end of a hand, if your cards add up to less than 5 you score 0, otherwise you "
            "score your total. «Less than 5» means strictly less: 4 scores 0, 5 scores 5. This is "
            "how everyone who did not call is scored; the caller follows the rules for the call.",
        ),
    ),
    _rule(
        "TAM-CALLER-NL",
        ("Chi chiama e non è il più basso", "Caller not the lowest"),
        (
            "Se chi ha chiamato Tamalo non ha il punteggio più basso di tutti prende 15 punti.",
            "A caller who does not have the lowest total of all scores 15.",
        ),
        "Caller with 5 or less: if not strictly lowest by raw totals (TAM-AMB-1/2) → 15; "
        "else → 0 if raw < 5, 5 if raw = 5.",
        "Se colui che ha chiamato Tamalo non ha il punteggio più basso di tutti percepisce 15 "
        "punti.",
        topic="score",
        plain=(
            "Se hai chiamato Tamalo con 5 punti o meno, devi avere la somma più bassa di tutti: "
            "altrimenti prendi 15 punti. Se il tavolo non sceglie diversamente, la parità non "
            "basta (se un altro ha la tua stessa somma prendi 15) e si confrontano le somme delle "
            "carte, prima di portare a 0 chi ha meno di 5. Se hai davvero la somma più bassa, "
            "conti come gli altri: 0 se hai meno di 5, 5 se hai esattamente 5.",
            "If you called Tamalo holding 5 or less, you must have the lowest total of all: "
            "otherwise you score 15. Unless the table chooses otherwise, a tie is not enough (if "
            "someone else has the same total as you, you score 15) and the comparison is made on "
            "the card totals, before anyone under 5 is brought down to 0. If yours really is the "
            "lowest total, you score like everyone else: 0 under 5, 5 with exactly 5.",
        ),
    ),
    _rule(
        "TAM-CALLER-GT5",
        ("Chi chiama con più di 5", "Caller over 5"),
        (
            "Se chi ha chiamato ha più di 5 punti prende 15 + quelli che ha in mano, in ogni caso.",
            "A caller holding more than 5 scores 15 + the hand, in every case.",
        ),
        "Caller: if raw > 5 → 15 + raw, whether lowest or not (TAM-AMB-3).",
        "Se inoltre colui che ha chiamato Tamalo ha più di 5 punti, percepisce 15 punti + "
        "quelli che ha in mano, in ogni caso.",
        topic="score",
        plain=(
            "Se hai chiamato Tamalo e hai più di 5 punti in mano, prendi 15 punti più la somma "
            "delle tue carte, in ogni caso: anche se la tua somma è la più bassa di tutti. Per "
            "esempio, se chiami con 7 prendi 22. Se il tavolo sceglie diversamente, chi chiama "
            "con più di 5 e ha la somma più bassa prende solo la sua somma.",
            "If you called Tamalo with more than 5 in your hand, you score 15 plus your card "
            "total, in every case: even if yours is the lowest total of all. For example, calling "
            "with 7 costs you 22. If the table chooses otherwise, a caller over 5 who has the "
            "lowest total scores just that total.",
        ),
    ),
    _rule(
        "TAM-END",
        ("Fine della partita", "End of the game"),
        (
            "I punti si sommano mano dopo mano; appena qualcuno arriva a 100 o più la partita "
            "finisce e vince chi ha meno punti.",
            "Points add up hand after hand; as soon as someone reaches 100 or more the game ends "
            "and the lowest total wins.",
        ),
        "Scores accumulate; as soon as any player reaches ≥ 100 after a hand, the game ends; "
        "lowest total wins (exactly 100 ends it; 99 does not). The target is a table option.",
        "I punti vengono sommati ogni mano e nel momento in cui un giocatore raggiunge una "
        "quota ≥ 100 la partita si conclude. Il giocatore con meno punti si aggiudica la "
        "vittoria.",
        topic="end",
        plain=(
            "I punti si sommano mano dopo mano. Appena, alla fine di una mano, qualcuno arriva a "
            "100 o più, la partita finisce e vince chi ha il totale più basso: 100 esatti "
            "chiudono la partita, 99 no. Il traguardo di 100 è quello del regolamento, ma il "
            "tavolo può sceglierne un altro.",
            "Points add up hand after hand. As soon as someone reaches 100 or more at the end of "
            "a hand, the game is over and the lowest total wins: exactly 100 ends it, 99 doesn't. "
            "100 is the rulebook's target, but the table can choose another.",
        ),
    ),
    _rule(
        "TAM-JOIN",
        ("Chi entra a partita iniziata", "Joining a game in progress"),
        (
            "Chi entra a partita iniziata parte con i punti dell'ultimo in classifica in quel "
            "momento.",
            "A player joining a game in progress starts with the points of the last-placed "
            "player at that moment.",
        ),
        "A late joiner starts with the points of the last-placed player at that moment = the "
        "highest current total (TAM-AMB-7). The app adds them between two hands.",
        "Se un giocatore entra a partita iniziata parte con i punti dell'ultimo in classifica "
        "in quel medesimo esatto istante.",
        topic="end",
        plain=(
            "Chi entra a partita iniziata parte con i punti dell'ultimo in classifica in quel "
            "momento, cioè con il totale più alto del tavolo. Nell'app lo aggiungete tra una mano "
            "e l'altra.",
            "Whoever joins a game already under way starts with the points of the last-placed "
            "player at that moment, that is, with the highest total at the table. In the app you "
            "add them between two hands.",
        ),
    ),
    _rule(
        "TAM-TOUR",
        ("Torneo", "Tournament"),
        (
            "Almeno 6 partecipanti, divisi su due tavoli; i due migliori di ogni tavolo vanno in "
            "finale.",
            "At least 6 players split over two tables; the two best of each table play the final.",
        ),
        "Tournament: at least 6 participants; split into two tables; the two best (lowest) of "
        "the first game at each table play the final (4 players).",
        "Il numero minimo di partecipanti per generare un torneo è 6 giocatori. Ci si divide in "
        "due tavoli e i due migliori delle prima manche per ogni tavolo procederanno in finale.",
        topic="extra",
        plain=(
            "Per fare un torneo servono almeno 6 giocatori. Ci si divide in due tavoli e si gioca "
            "una prima partita a ogni tavolo; i due migliori di ogni tavolo, cioè i due con meno "
            "punti, vanno in finale, che si gioca quindi in quattro.",
            "A tournament needs at least 6 players. You split over two tables and play a first "
            "game at each; the two best at each table, that is the two with the fewest points, go "
            "through to the final, which is therefore played by four.",
        ),
    ),
    _rule(
        "TAM-NAMED",
        ("Mosse degne di un nome", "Moves worthy of a name"),
        (
            "Coppiona, Two Towers, O' Babbà, Open Lock, Pozioni, Ricetta, il Ratto delle "
            "Sabine, La Volpe, PD: non cambiano i punti, ma il tavolo le ricorda.",
            "Coppiona, Two Towers, O' Babbà, Open Lock, Potions, Recipe, the Rape of the Sabine "
            "Women, the Fox, PD: they change no score, but the table keeps count.",
        ),
        "Named moves, kept for statistics: Coppiona (the unknown swapped card equals the drawn "
        "one: instant self-discard); Two Towers (two Coppione in a row); O' Babbà (a red K "
        "discarded unknowingly) and O' Babbà servito (knowingly); Open Lock (red K onto black "
        "K), Double Open Lock (red K onto red K), Closed Lock (black K onto red K); Pozioni "
        "(J/Q power swapping two opponents' cards); Ricetta (black K power swapping two "
        "opponents' cards); Ratto delle Sabine; La Volpe; PD. The locks, Pozioni and Ricetta "
        "are recognised from the in-hand log.",
        "Coppiona Pescata una nuova carta e scambiata con una coperta e sconosciuta, la carta "
        "sconosciuta è uguale alla carta pescata e dunque avviene un rapido auto-scarto. […] "
        "Open Lock Un Re rosso è scartato sopra ad un Re nero. Double Open Lock Un Re rosso è "
        "scartato sopra ad un Re rosso. Closed Lock Un Re nero è scartato sopra ad un Re rosso. "
        "Pozioni Sfruttando il potere di un Jack o di una Donna, 2 carte degli avversari "
        "vengono scambiate. […] Ricetta Sfruttando il potere di un Re nero, 2 carte degli "
        "avversari vengono scambiate.",
        topic="extra",
        plain=(
            "Alcune mosse hanno un nome: non cambiano i punti, ma il tavolo le conta per le "
            "statistiche. La Coppiona è quando scambi la carta pescata con una tua carta coperta "
            "che non conoscevi, scopri che sono uguali e la scarti subito; due Coppione di fila "
            "fanno le Two Towers. O' Babbà è un re rosso scartato senza sapere di averlo, O' "
            "Babbà servito un re rosso scartato sapendolo. Open Lock è un re rosso scartato su un "
            "re nero, Double Open Lock un re rosso su un re rosso, Closed Lock un re nero su un "
            "re rosso. Pozioni è lo scambio di due carte degli avversari con il potere di un jack "
            "o di una donna, Ricetta lo stesso con il potere di un re nero; ci sono poi il Ratto "
            "delle Sabine, la Volpe e il PD. I Lock, le Pozioni e la Ricetta l'app li riconosce "
            "da sola da quello che segnate durante la mano.",
            "Some moves have a name: they change no score, but the table counts them for the "
            "statistics. A Coppiona is when you swap the card you drew for one of your face-down "
            "cards you didn't know, find they are the same and discard it at once; two Coppione "
            "in a row make the Two Towers. O' Babbà is a red king discarded without knowing it, "
            "O' Babbà servito a red king discarded on purpose. Open Lock is a red king discarded "
            "onto a black king, Double Open Lock a red king onto a red king, Closed Lock a black "
            "king onto a red king. Pozioni is swapping two opponents' cards with the power of a "
            "jack or a queen, Ricetta the same with a black king's power; then there are the "
            "Ratto delle Sabine, La Volpe and the PD. The app spots the Locks, Pozioni and "
            "Ricetta by itself from what you record during the hand.",
        ),
    ),
    _rule(
        "TAM-AMB-1",
        ("Ambiguità 1: chi chiama pari al più basso", "Ambiguity 1: caller tied for lowest"),
        (
            "«Non ha il punteggio più basso di tutti»: se non si sceglie altro la parità non "
            "basta e costa 15; il tavolo può scegliere che basti.",
            "'Not the lowest of all': by default a tie is not enough and costs 15; the table "
            "may choose that a tie is enough.",
        ),
        "(a) strict — must be lower than every other player; a tie → 15 (default: the caller "
        "bears the risk of the call; no stored source settles it); (b) a shared lowest counts "
        "as lowest → no penalty. Table option 'caller_tie'.",
        "Se colui che ha chiamato Tamalo non ha il punteggio più basso di tutti percepisce 15 "
        "punti.",
        ambiguity=True,
        topic="amb",
        plain=(
            "La regola dice che chi ha chiamato e «non ha il punteggio più basso di tutti» prende "
            "15, ma non dice cosa succede se la sua somma è pari alla più bassa. Ci sono due "
            "letture: o devi avere meno di tutti gli altri, e allora la parità ti costa 15; "
            "oppure basta avere la somma più bassa insieme ad altri, e in parità non prendi "
            "penalità. Se il tavolo non sceglie diversamente vale la prima: il rischio della "
            "chiamata è di chi chiama. Nessuna fonte lo decide, per questo è una scelta del "
            "tavolo.",
            "The rule says a caller who «does not have the lowest score of all» takes 15, but not "
            "what happens if the caller's total ties with the lowest. There are two readings: "
            "either you must be lower than everyone else, so a tie costs you 15; or sharing the "
            "lowest total is enough, and a tie costs you nothing. Unless the table chooses "
            "otherwise the first reading applies: the risk of calling lies with whoever calls. No "
            "source settles it, which is why the table can choose.",
        ),
    ),
    _rule(
        "TAM-AMB-2",
        ("Ambiguità 2: su cosa si confronta", "Ambiguity 2: compare on what"),
        (
            "Il più basso si decide sulla somma delle carte (scelta predefinita) o sul punteggio "
            "dopo la regola del sotto 5.",
            "The lowest is decided on raw hand totals (default) or on scores after the under-5 "
            "rule.",
        ),
        "(a) raw hand totals (default); (b) adjusted scores after the under-5 rule (then 1 and "
        "3 both count as 0 and tie). Table option 'compare_on'.",
        "Sommati i valori, chi ha meno di 5 punti ne percepisce in realtà 0. Se colui che ha "
        "chiamato Tamalo non ha il punteggio più basso di tutti percepisce 15 punti.",
        ambiguity=True,
        topic="amb",
        plain=(
            "Per decidere se chi ha chiamato ha il punteggio più basso si possono confrontare due "
            "cose: la somma delle carte così com'è, oppure il punteggio dopo la regola del meno "
            "di 5, che porta a 0 chi ha meno di 5. Con la seconda lettura, per esempio, 1 e 3 "
            "valgono entrambi 0 e sono pari. Se il tavolo non sceglie diversamente si confrontano "
            "le somme delle carte.",
            "To decide whether the caller has the lowest score you can compare two things: the "
            "card totals as they are, or the scores after the under-5 rule, which brings anyone "
            "under 5 down to 0. With the second reading, for example, 1 and 3 both count as 0 and "
            "tie. Unless the table chooses otherwise, you compare the card totals.",
        ),
    ),
    _rule(
        "TAM-AMB-3",
        ("Ambiguità 3: più di 5 ma il più basso", "Ambiguity 3: over 5 but lowest"),
        (
            "«In ogni caso»: se non si sceglie altro chi chiama con più di 5 prende 15 + la mano "
            "anche se ha la somma più bassa; in alternativa solo la mano.",
            "'In every case': by default a caller over 5 takes 15 + hand even when lowest; "
            "alternatively just the hand.",
        ),
        "(a) 'in ogni caso' = in every case → 15 + hand (default); (b) 'inoltre' restricts it "
        "to a caller who is not lowest → he just scores his hand. Table option "
        "'caller_over5_lowest'.",
        "Se inoltre colui che ha chiamato Tamalo ha più di 5 punti, percepisce 15 punti + "
        "quelli che ha in mano, in ogni caso.",
        ambiguity=True,
        topic="amb",
        plain=(
            "Chi chiama con più di 5 prende 15 più la sua somma «in ogni caso»: ma se la sua "
            "somma è comunque la più bassa di tutti? Una lettura prende alla lettera «in ogni "
            "caso»: 15 più la somma anche così. L'altra legge quell'«inoltre» come riferito solo "
            "a chi non ha la somma più bassa: allora chi ce l'ha prende solo la sua somma. Se il "
            "tavolo non sceglie diversamente vale «in ogni caso»: 15 più la somma.",
            "A caller with more than 5 takes 15 plus the hand total «in every case»: but what if "
            "that total is still the lowest of all? One reading takes «in every case» literally: "
            "15 plus the total even then. The other reads the rule's «inoltre» (moreover) as "
            "speaking only of a caller without the lowest total: then a caller with the lowest "
            "total scores just that total. Unless the table chooses otherwise, «in every case» "
            "applies: 15 plus the total.",
        ),
    ),
    _rule(
        "TAM-AMB-4",
        ("Ambiguità 4: chi chiama con 5", "Ambiguity 4: caller with exactly 5"),
        (
            "Chi chiama con 5 e non ha la somma più bassa prende 15 fissi (scelta predefinita) o "
            "15 + 5 = 20.",
            "A caller with 5 who is not lowest takes a flat 15 (default) or 15 + 5 = 20.",
        ),
        "(a) flat 15 (default: the first rule says 'percepisce 15 punti'; 5 is not 'più di "
        "5'); (b) 15 + adjusted hand = 20. Table option 'caller_five'.",
        "Se colui che ha chiamato Tamalo non ha il punteggio più basso di tutti percepisce 15 "
        "punti. Se inoltre colui che ha chiamato Tamalo ha più di 5 punti, percepisce 15 punti "
        "+ quelli che ha in mano, in ogni caso.",
        ambiguity=True,
        topic="amb",
        plain=(
            "Chi chiama con esattamente 5 e non ha la somma più bassa prende 15 o 20? La prima "
            "regola dice che prende 15 punti, e 5 non è «più di 5»: quindi 15 fissi. L'altra "
            "lettura gli aggiunge la mano: 15 più 5, cioè 20. Se il tavolo non sceglie "
            "diversamente sono 15 fissi.",
            "Does a caller with exactly 5 who doesn't have the lowest total take 15 or 20? The "
            "first rule says the caller takes 15 points, and 5 is not «more than 5»: so a flat "
            "15. The other reading adds the hand: 15 plus 5, that is 20. Unless the table chooses "
            "otherwise, it is a flat 15.",
        ),
    ),
    _rule(
        "TAM-AMB-5",
        ("Ambiguità 5: «meno di 5»", "Ambiguity 5: 'less than 5'"),
        ("«Meno di 5» è stretto: 4 vale 0, 5 vale 5.", "'Less than 5' is strict: 4 → 0, 5 → 5."),
        "No real ambiguity; stated to avoid an off-by-one: 4 → 0, 5 → 5.",
        "Sommati i valori, chi ha meno di 5 punti ne percepisce in realtà 0.",
        ambiguity=True,
        topic="amb",
        plain=(
            "Qui non c'è una vera ambiguità, ma è meglio dirlo chiaro per non sbagliarsi di un "
            "punto: «meno di 5» vuol dire 4 o meno. Con 4 prendi 0, con 5 prendi 5.",
            "There is no real ambiguity here, but it's worth saying clearly so nobody is out by "
            "one point: «less than 5» means 4 or less. With 4 you score 0, with 5 you score 5.",
        ),
    ),
    _rule(
        "TAM-AMB-6",
        ("Ambiguità 6: parità per la vittoria", "Ambiguity 6: tie for the win"),
        (
            "Il testo non dice nulla: se non si sceglie altro si vince insieme; il tavolo può "
            "giocare un'altra mano.",
            "The text is silent: by default they share the win; the table may play another hand.",
        ),
        "Not covered. Default: co-winners; option: play another hand until the lowest total is "
        "not shared. Table option 'final_tie'.",
        "",
        ambiguity=True,
        topic="amb",
        plain=(
            "Il regolamento non dice cosa succede se a fine partita due o più di voi hanno lo "
            "stesso totale, il più basso. Se il tavolo non sceglie diversamente vincete insieme. "
            "In alternativa si gioca un'altra mano, e se serve altre ancora, finché il totale più "
            "basso non è di uno solo.",
            "The rules don't say what happens if, at the end of the game, two or more of you "
            "share the lowest total. Unless the table chooses otherwise, you win together. "
            "Alternatively you play another hand, and more if needed, until the lowest total "
            "belongs to one player only.",
        ),
    ),
    _rule(
        "TAM-AMB-7",
        ("Ambiguità 7: «ultimo in classifica»", "Ambiguity 7: 'last placed'"),
        (
            "L'ultimo in classifica è chi ha più punti: chi entra parte dal totale più alto.",
            "The last-placed player has the most points: a joiner starts from the highest total.",
        ),
        "'Ultimo in classifica' = worst-placed = highest total (default). Reading 'lowest "
        "total' would be a bonus, contrary to intent.",
        "Se un giocatore entra a partita iniziata parte con i punti dell'ultimo in classifica "
        "in quel medesimo esatto istante.",
        ambiguity=True,
        topic="amb",
        plain=(
            "«Ultimo in classifica» vuol dire chi sta peggio, cioè chi ha il totale più alto: chi "
            "entra a partita iniziata parte da quel totale. Leggerlo come il totale più basso "
            "sarebbe un regalo a chi entra, contro lo spirito della regola, quindi si parte dal "
            "totale più alto.",
            "«Last placed» means whoever is doing worst, that is, the highest total: whoever "
            "joins a game under way starts from that total. Reading it as the lowest total would "
            "be a gift to the newcomer, against the spirit of the rule, so you start from the "
            "highest total.",
        ),
    ),
    _rule(
        "TAM-AMB-8",
        ("Ambiguità 8: dettagli del torneo", "Ambiguity 8: tournament details"),
        (
            "Tavoli equilibrati (7 → 4 + 3), al massimo 6 per tavolo, una manche è una partita "
            "intera; parità per il secondo posto decisa dall'arbitro.",
            "Balanced tables (7 → 4 + 3), at most 6 per table, a manche is one full game; a tie "
            "for second place goes to the referee.",
        ),
        "Table split for odd numbers (default balanced, e.g. 7 → 4 + 3); max 6 per table → "
        "6–12 participants; 'manche' = one full game to ≥ 100; tie for 2nd place at a table: "
        "referee tie-break (e.g. an extra hand between the tied players).",
        "Ci si divide in due tavoli e i due migliori delle prima manche per ogni tavolo "
        "procederanno in finale.",
        ambiguity=True,
        topic="amb",
        plain=(
            "Il regolamento del torneo è di tre frasi e lascia fuori molti dettagli; ecco cosa si "
            "fa se il tavolo non sceglie diversamente. Con un numero dispari si fanno tavoli il "
            "più possibile pari: in 7, per esempio, un tavolo da 4 e uno da 3. A un tavolo si sta "
            "al massimo in 6, quindi il torneo va da 6 a 12 partecipanti. Una «manche» è una "
            "partita intera, fino a 100 o più. Se a un tavolo c'è parità per il secondo posto "
            "decide l'arbitro, per esempio con una mano in più tra chi è in parità.",
            "The tournament rules are three sentences long and leave many details out; here is "
            "what happens unless the table chooses otherwise. With an odd number of players the "
            "tables are as even as possible: with 7, for example, one table of 4 and one of 3. A "
            "table seats at most 6, so a tournament has 6 to 12 players. A «manche» is one whole "
            "game, up to 100 or more. If there is a tie for second place at a table, the referee "
            "decides, for example with an extra hand between the tied players.",
        ),
    ),
    _rule(
        "TAM-AMB-9",
        ("Ambiguità 9: mano senza chiamata", "Ambiguity 9: a hand without a call"),
        (
            "Se il mazzo finisce senza chiamata si rimescolano gli scarti (tranne l'ultimo); il "
            "punteggio si può comunque registrare senza chiamante.",
            "If the stock runs out without a call, the discards (but the top one) become the new "
            "stock; a hand can still be scored with no caller.",
        ),
        "Not covered; default: turn the discard pile (minus top card) into a new stock. The app "
        "accepts a hand with no caller and scores everyone by TAM-LT5.",
        "",
        ambiguity=True,
        topic="amb",
        plain=(
            "Il regolamento non dice cosa fare se il mazzo finisce prima che qualcuno chiami "
            "Tamalo. Se il tavolo non sceglie diversamente, si girano gli scarti, tranne la carta "
            "in cima, e diventano il nuovo mazzo. L'app accetta comunque anche una mano senza "
            "chiamata: ognuno prende la sua somma, o 0 se ha meno di 5.",
            "The rules don't say what to do if the deck runs out before anyone calls Tamalo. "
            "Unless the table chooses otherwise, you turn the discards over, all but the top "
            "card, and they become the new deck. The app also accepts a hand with no call at all: "
            "everyone scores their total, or 0 if it is under 5.",
        ),
    ),
    _rule(
        "TAM-AMB-10",
        ("Ambiguità 10: quali carte hanno poteri", "Ambiguity 10: which cards have powers"),
        (
            "Il testo dice «solo le carte superiori a 7», la tabella dà un potere al 7: se non si "
            "sceglie altro vale la tabella.",
            "The text says 'only cards above 7', its table gives the 7 a power: by default the "
            "table wins.",
        ),
        "Default: follow the table (7–8, 9–10, J–Q, black K; red K and A–6 none). Table option "
        "'seven_power'. Not scoring-relevant.",
        "I poteri delle carte sono elencati nella prossima tabella. Solo le carte superiori a 7 "
        "punti possiedono un potere. […] Sette - Otto Guardare una qualsiasi delle proprie "
        "carte",
        ambiguity=True,
        topic="amb",
        plain=(
            "Il testo dice che hanno un potere «solo le carte superiori a 7», ma la sua tabella "
            "dei poteri ne dà uno anche al 7. Se il tavolo non sceglie diversamente vale la "
            "tabella: il 7 e l'8 guardano una tua carta, il 9 e il 10 una carta altrui, il jack e "
            "la donna scambiano due carte, il re nero guarda e può scambiare; il re rosso e le "
            "carte dall'asso al 6 non hanno poteri. Cambia il gioco, non i punti.",
            "The text says that «only cards above 7» have a power, yet its own list of powers "
            "gives one to the 7 as well. Unless the table chooses otherwise, the list wins: 7 and "
            "8 look at one of your cards, 9 and 10 at someone else's, jack and queen swap two "
            "cards, the black king looks and may swap; the red king and the ace to 6 have none. "
            "It changes how you play, not the score.",
        ),
    ),
    _rule(
        "TAM-AMB-11",
        (
            "Ambiguità 11: la carta buttata uguale è vergine?",
            "Ambiguity 11: is a matched card vergine?",
        ),
        (
            "Una carta buttata su uno scarto dello stesso numero è a sua volta uno scarto nuovo: "
            "se non si sceglie altro ci si può buttare sopra un'altra carta uguale; il tavolo "
            "può scegliere che la prima buttata chiuda lo scarto.",
            "A card matched onto a same-number discard is itself a fresh discard: by default "
            "another same-number card may go onto it; the table may choose that the first match "
            "closes it.",
        ),
        "(a) a matched card is itself a fresh discard and vergine: a third same-number card may "
        "go onto it, and a fourth onto that (default: 'ogni qualvolta una nuova carta viene "
        "scartata' and 'vergine fino a che sopra di essa non viene scartato nulla' both fit "
        "it); (b) only a discard can be matched: 'solo il primo avrà effettivo diritto di "
        "scarto', so the first card thrown onto it closes it and nothing more is matched until "
        "the next discard. Not scoring-relevant. Table option 'matched_vergine'.",
        "Ogni qualvolta una nuova carta viene scartata, chiunque può scartare una carta che "
        "riporta il medesimo numero, anche se non è il proprio turno. Se più giocatori buttano "
        "una carta, solo il primo avrà effettivo diritto di scarto. […] Una carta si definisce "
        "vergine fino a che sopra di essa non viene scartato nulla.",
        ambiguity=True,
        topic="amb",
        plain=(
            "Il regolamento non dice se su una carta appena buttata sopra uno scarto dello stesso "
            "numero se ne può buttare un'altra ancora. Ogni carta nuova che finisce negli scarti "
            "si può coprire con una dello stesso numero, e una carta è vergine finché non ci si "
            "scarta sopra niente: quindi anche la carta appena buttata è vergine, e sopra un 2 "
            "buttato su un 2 può arrivare un terzo 2, poi un quarto. Se il tavolo non sceglie "
            "diversamente vale questa lettura. L'altra si ferma al «solo il primo»: la prima "
            "carta buttata chiude lo scarto, e fino al prossimo scarto non ci si butta sopra più "
            "niente. Cambia il gioco, non i punti.",
            "The rules don't say whether a card just matched onto a same-number discard can "
            "itself be matched. Any new card on the discard pile can be covered by one of the "
            "same number, and a card is vergine until something is discarded onto it: so the "
            "card just matched is vergine too, and a 2 thrown onto a 2 can take a third 2, then "
            "a fourth. Unless the table chooses otherwise, this reading applies. The other one "
            "stops at «only the first»: the first card matched closes the discard, and nothing "
            "more goes onto it until the next discard. It changes how you play, not the score.",
        ),
    ),
    _rule(
        "TAM-TAMALOU-END",
        ("Altre letture: la fine del Tamalou", "Other readings: the Tamalou end"),
        (
            "Il testo: la partita finisce quando qualcuno arriva a 100. Il Tamalou francese "
            "gioca invece un numero di mani deciso prima; vince il totale più basso.",
            "The text: the game ends when someone reaches 100. The French Tamalou plays an "
            "agreed number of hands instead; the lowest total wins.",
        ),
        "End of the game: at the target (default, the seed: 100) or, as in the French "
        "Tamalou, after an agreed number of hands (option end = hands, with hands = N); the "
        "lowest total wins either way (TAM-AMB-6 for a tie).",
        "nel momento in cui un giocatore raggiunge una quota ≥ 100 la partita si conclude",
        source="Tamalou (gioco francese, French game); citazione: " + SEED,
        topic="end",
        plain=(
            "Per il testo italiano la partita finisce appena qualcuno arriva a 100. Nel "
            "Tamalou, il gioco francese parente del Tamalo (the French Tamalou), si decide "
            "prima quante mani giocare: finita l'ultima, vince chi ha il totale più basso.",
            "By the Italian text the game ends as soon as someone reaches 100. In Tamalou, "
            "the related French game, you agree beforehand how many hands to play: after the "
            "last one, the lowest total wins.",
        ),
    ),
    _rule(
        "TAM-TAMALOU-PLAYERS",
        ("Altre letture: fino a 8 giocatori", "Other readings: up to 8 players"),
        (
            "Il testo: da 2 a 6 giocatori. Il Tamalou francese ne ammette da 2 a 8.",
            "The text: 2 to 6 players. The French Tamalou allows 2 to 8.",
        ),
        "Players: 2–6 (default, the seed) or 2–8 as in the French Tamalou (option "
        "max_seats = 8). With 8 players and 4 cards each, 32 cards are dealt from the 52.",
        "un numero di giocatori tra 2 e 6",
        source="Tamalou (gioco francese, French game); citazione: " + SEED,
        topic="game",
        plain=(
            "Il testo italiano fa giocare da 2 a 6. Il Tamalou francese (the French Tamalou) "
            "ammette fino a 8 giocatori: con 8 e 4 carte a testa se ne distribuiscono 32 "
            "delle 52.",
            "The Italian text has 2 to 6 players. The French Tamalou allows up to 8: with 8 "
            "and 4 cards each, 32 of the 52 cards are dealt.",
        ),
    ),
)
