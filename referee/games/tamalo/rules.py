"""Tamalo's rules: the Comitato di Tamalo's text (seed 003, it.wikipedia) and our digest."""

from __future__ import annotations

from ..base import Rule, rule_maker

SEED = "Comitato di Tamalo, Regolamento ufficiale (marzo 2020), it.wikipedia.org/wiki/Tamalo"


_rule = rule_maker("tamalo", SEED)


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
        "four of a rank, nor more than two kings of a colour.",
        "Per giocare è necessario un mazzo da 52 carte […] Tutti partono con 4 carte in mano "
        "disposte in fronte a sé verticalmente 2 vicine e 2 più lontane.",
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
        "discarding it onto another joker. A drawn joker cannot be discarded at once.",
        "I Jokes valgono 15 punti ed una volta entrati in gioco non possono essere eliminati "
        "facilmente. Infatti se qualcuno scarta un Joke, questo deve essere pescato dal "
        "giocatore successivo. L'unico modo per liberarsi di un Joke è quello di scartarlo "
        "sopra ad un altro Joke, a quel punto il Joke sotto sarà morto e defunto nel mazzo di "
        "scarto. Ovviamente questo può succedere solamente se si gioca con 2 Jokes. Quando si "
        "pesca un Joke non si può scartarlo subito.",
    ),
    _rule(
        "TAM-6CARDS",
        ("Gioco a 6 carte", "6-card mode"),
        (
            "In due si può giocare con 6 carte a testa, guardandone 3; le regole non cambiano.",
            "Two players may play with 6 cards each, looking at 3; the rules do not change.",
        ),
        "Advised for 2 players: 6 cards each in two rows of 3; look at the 3 near ones before "
        "play. Scoring is unchanged.",
        "Quando i giocatori sono solo due è consigliato provare la modalità a 6 carte. Le regole "
        "sono esattamente le stesse del gioco a 4 carte. La novità è che si possono "
        "inizialmente guardare 3 carte rispetto alle 6 possedute.",
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
        "while faking. Penalty cards count in the hand's total.",
        "Si è portati a pescare una carta coperta aggiuntiva nei seguenti casi: […] Se viene "
        "scartata una carta errata […] Se si riguarda una propria carta senza sfruttare un potere "
        "[…] Se viene pescata e guardata una carta quando non è il proprio turno […] Se facendo "
        "una finta il giocatore tocca con la propria carta il mazzo delle carte scartate",
    ),
    _rule(
        "TAM-CALL",
        ("La chiamata: Tamalo!", "The call: Tamalo!"),
        (
            "A fine turno si può chiamare Tamalo: segue l'ultimo giro, poi si contano i punti. "
            "Le carte di chi ha chiamato non subiscono i poteri altrui, ma si possono scartare.",
            "At the end of your turn you may call Tamalo: one last round follows, then the hand "
            "is scored. The caller's cards are immune to powers but can still be matched away.",
        ),
        "A player may call 'Tamalo' at the end of their own turn; one last round follows "
        "(every other player gets one more turn), then the hand is scored. One call per hand.",
        'Alla fine del proprio turno, ogni giocatore può dire "Tamalo". Dopo questo annuncio '
        "si effettua l'ultimo giro e si contano poi i punti della mano corrente. Le carte di chi "
        "ha chiamato Tamalo non possono essere soggette a poteri altrui ma possono essere "
        "scartate.",
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
    ),
    _rule(
        "TAM-AMB-1",
        ("Ambiguità 1: chi chiama pari al più basso", "Ambiguity 1: caller tied for lowest"),
        (
            "«Non ha il punteggio più basso di tutti»: di serie la parità non basta e costa 15; "
            "il tavolo può scegliere che basti.",
            "'Not the lowest of all': by default a tie is not enough and costs 15; the table "
            "may choose that a tie is enough.",
        ),
        "(a) strict — must be lower than every other player; a tie → 15 (default: the caller "
        "bears the risk of the call; no stored source settles it); (b) a shared lowest counts "
        "as lowest → no penalty. Table option 'caller_tie'.",
        "Se colui che ha chiamato Tamalo non ha il punteggio più basso di tutti percepisce 15 "
        "punti.",
        ambiguity=True,
    ),
    _rule(
        "TAM-AMB-2",
        ("Ambiguità 2: su cosa si confronta", "Ambiguity 2: compare on what"),
        (
            "Il più basso si decide sulla somma delle carte (di serie) o sul punteggio dopo la "
            "regola del sotto 5.",
            "The lowest is decided on raw hand totals (default) or on scores after the under-5 "
            "rule.",
        ),
        "(a) raw hand totals (default); (b) adjusted scores after the under-5 rule (then 1 and "
        "3 both count as 0 and tie). Table option 'compare_on'.",
        "Sommati i valori, chi ha meno di 5 punti ne percepisce in realtà 0. Se colui che ha "
        "chiamato Tamalo non ha il punteggio più basso di tutti percepisce 15 punti.",
        ambiguity=True,
    ),
    _rule(
        "TAM-AMB-3",
        ("Ambiguità 3: più di 5 ma il più basso", "Ambiguity 3: over 5 but lowest"),
        (
            "«In ogni caso»: di serie chi chiama con più di 5 prende 15 + la mano anche se è il "
            "più basso; in alternativa solo la mano.",
            "'In every case': by default a caller over 5 takes 15 + hand even when lowest; "
            "alternatively just the hand.",
        ),
        "(a) 'in ogni caso' = in every case → 15 + hand (default); (b) 'inoltre' restricts it "
        "to a caller who is not lowest → he just scores his hand. Table option "
        "'caller_over5_lowest'.",
        "Se inoltre colui che ha chiamato Tamalo ha più di 5 punti, percepisce 15 punti + "
        "quelli che ha in mano, in ogni caso.",
        ambiguity=True,
    ),
    _rule(
        "TAM-AMB-4",
        ("Ambiguità 4: chi chiama con 5", "Ambiguity 4: caller with exactly 5"),
        (
            "Chi chiama con 5 e non è il più basso prende 15 fissi (di serie) o 15 + 5 = 20.",
            "A caller with 5 who is not lowest takes a flat 15 (default) or 15 + 5 = 20.",
        ),
        "(a) flat 15 (default: the first rule says 'percepisce 15 punti'; 5 is not 'più di "
        "5'); (b) 15 + adjusted hand = 20. Table option 'caller_five'.",
        "Se colui che ha chiamato Tamalo non ha il punteggio più basso di tutti percepisce 15 "
        "punti. Se inoltre colui che ha chiamato Tamalo ha più di 5 punti, percepisce 15 punti "
        "+ quelli che ha in mano, in ogni caso.",
        ambiguity=True,
    ),
    _rule(
        "TAM-AMB-5",
        ("Ambiguità 5: «meno di 5»", "Ambiguity 5: 'less than 5'"),
        ("«Meno di 5» è stretto: 4 vale 0, 5 vale 5.", "'Less than 5' is strict: 4 → 0, 5 → 5."),
        "No real ambiguity; stated to avoid an off-by-one: 4 → 0, 5 → 5.",
        "Sommati i valori, chi ha meno di 5 punti ne percepisce in realtà 0.",
        ambiguity=True,
    ),
    _rule(
        "TAM-AMB-6",
        ("Ambiguità 6: parità per la vittoria", "Ambiguity 6: tie for the win"),
        (
            "Il testo non dice nulla: di serie vincono insieme; il tavolo può giocare "
            "un'altra mano.",
            "The text is silent: by default they share the win; the table may play another hand.",
        ),
        "Not covered. Default: co-winners; option: play another hand until the lowest total is "
        "not shared. Table option 'final_tie'.",
        "",
        ambiguity=True,
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
    ),
    _rule(
        "TAM-AMB-10",
        ("Ambiguità 10: quali carte hanno poteri", "Ambiguity 10: which cards have powers"),
        (
            "Il testo dice «solo le carte superiori a 7», la tabella dà un potere al 7: di serie "
            "vale la tabella.",
            "The text says 'only cards above 7', its table gives the 7 a power: by default the "
            "table wins.",
        ),
        "Default: follow the table (7–8, 9–10, J–Q, black K; red K and A–6 none). Table option "
        "'seven_power'. Not scoring-relevant.",
        "I poteri delle carte sono elencati nella prossima tabella. Solo le carte superiori a 7 "
        "punti possiedono un potere. […] Sette - Otto Guardare una qualsiasi delle proprie "
        "carte",
        ambiguity=True,
    ),
)
