"""Efele's rules: the deepthought.it text (seed 000, 8 May 2012) and our digest (rules.md §5)."""

from __future__ import annotations

from ..base import Rule, Topic, rule_maker, topics

SEED = "Efele (8 maggio 2012), deepthought.it/home.php?link=9 (seed 000)"
#: The outside pages of rules.md §5.0 on the Weli and the Salzburger pack.
WELI = (
    "it.frwiki.wiki/wiki/W%C3%A8li; 7bellonline.it/cartedagioco/mazzistandard/nazione/"
    "?tipo=salisburghesi; karten-haus.ch/Geografie/KartenAustria.htm"
)


#: The rulebook's chapters, in the order a player reads them.
TOPICS: tuple[Topic, ...] = topics(
    "efele",
    ("cards", ("Le carte e i giocatori", "Cards and players")),
    ("play", ("Il gioco e i valori morti", "Play and dead values")),
    ("end", ("Chi esce e chi resta: l'Efele", "Going out, and the Efele")),
    ("amb", ("Ambiguità: le scelte del tavolo", "Ambiguities: the table's choices")),
)

_rule = rule_maker("efele", SEED, TOPICS)


RULES: tuple[Rule, ...] = (
    _rule(
        "EFE-DECK",
        ("Il mazzo", "The deck"),
        (
            "Carte salisburghesi (33 con il Weli) o bavaresi Schafkopf (32), senza i 5 e i 6: "
            "7, 8, 9, 10, Unter, Ober, Re e Asso in quattro semi.",
            "Salzburger cards (33 with the Weli) or Bavarian Schafkopf cards (32), without 5s "
            "and 6s: 7, 8, 9, 10, Unter, Ober, King and Ace in four suits.",
        ),
        "Remove 5s and 6s if present. Salzburger (Tyrolean) pack: 33 cards = 8 values (7, 8, "
        "9, 10, Unter, Ober, König, Ass) × 4 suits (Herz, Laub/Grün, Eichel, Schellen) + the "
        "Weli, which is wild. Bavarian Schafkopf pack: 32 cards, no wild card.",
        "Il gioco di carte Efele richiede tipicamente l'uso di un mazzo di carte tirolesi "
        "Salzburger o bavaresi Schafkopf, da cui siano state tolte, qualora presenti, le carte "
        "col numero 5 e 6.",
        source=f"{SEED}; {WELI}",
        topic="cards",
        plain=(
            "Si gioca con le carte salisburghesi (tirolesi) o con quelle bavaresi da Schafkopf, "
            "togliendo i 5 e i 6 se ci sono. Restano otto valori, 7, 8, 9, 10, Unter, Ober, Re e "
            "Asso, in quattro semi: Cuori (Herz), Foglie (Laub o Grün), Ghiande (Eichel) e "
            "Sonagli (Schellen). Con le salisburghesi c'è in più il Weli, che fa da jolly: 33 "
            "carte. Con le bavaresi le carte sono 32 e non c'è nessun jolly.",
            "You play with Salzburger (Tyrolean) cards or with Bavarian Schafkopf cards, taking "
            "out the 5s and 6s if there are any. That leaves eight values, 7, 8, 9, 10, Unter, "
            "Ober, King and Ace, in four suits: Hearts (Herz), Leaves (Laub or Grün), Acorns "
            "(Eichel) and Bells (Schellen). Salzburger cards also have the Weli, which is wild: "
            "33 cards. Bavarian cards make 32, with no wild card.",
        ),
    ),
    _rule(
        "EFE-WELI",
        ("Il Weli", "The Weli"),
        (
            "Con le carte salisburghesi il Weli è un jolly: può valere qualsiasi valore e seme "
            "per completare la combinazione.",
            "With Salzburger cards the Weli is wild: it can be any value and suit to complete "
            "the winning set.",
        ),
        "The Weli (the card in the place of the 6 of Bells, Schellen) is wild: any value and "
        "suit. Only in the Salzburger 33-card pack; the Schafkopf pack has no wild card.",
        'Nota: Qualora si usino le carte Salzburger, la carta Weli funge da jolly (o "matta") '
        "e può assumere qualsiasi valore (e seme) si desideri al fine di ottenere la "
        "combinazione vincente.",
        source=f"{SEED}; {WELI}",
        topic="cards",
        plain=(
            "Il Weli è la carta che nelle salisburghesi sta al posto del 6 di Sonagli. Fa da "
            "jolly: può essere qualsiasi valore e qualsiasi seme, per completare la tua "
            "combinazione. C'è solo nel mazzo salisburghese da 33 carte; nel mazzo da Schafkopf "
            "non c'è nessun jolly.",
            "The Weli is the card that stands in the place of the 6 of Bells in a Salzburger "
            "pack. It is wild: it can be any value and any suit, to complete your set. It exists "
            "only in the 33-card Salzburger pack; the Schafkopf pack has no wild card.",
        ),
    ),
    _rule(
        "EFE-PLAYERS",
        ("Giocatori", "Players"),
        (
            "Due o più giocatori, quattro carte a testa, lasciando almeno una carta nel tallone: "
            "al massimo 7 con 32 carte, 8 con 33 (meglio non più di 7).",
            "Two or more players, four cards each, leaving at least one card in the stock: at "
            "most 7 with 32 cards, 8 with 33 (7 is the practical maximum).",
        ),
        "2 or more, limited by the cards: 4 each must leave at least one card for the tallone "
        "→ max 7 with 32 cards, 8 with 33 (8 leaves a 1-card tallone: degenerate; recommended "
        "practical max 7).",
        "Numero di giocatori: due o più con il limite imposto dal numero di carte disponibili. "
        "[…] Distribuisce quindi in senso orario, partendo dal giocatore posto alla sua "
        "sinistra, quattro carte, una alla volta, a tutti i giocatori presenti incluso se "
        "stesso. Le carte avanzate vengono poste coperte al centro del tavolo di gioco: questo "
        "insieme di carte viene definito tallone.",
        topic="cards",
        plain=(
            "Si gioca in due o più, ma il numero di carte mette un limite: ognuno ne riceve "
            "quattro e nel tallone deve restarne almeno una. Quindi al massimo 7 giocatori con 32 "
            "carte e 8 con 33; in 8 però nel tallone resta una carta sola e il gioco non funziona "
            "bene, per cui è meglio non superare i 7.",
            "Two or more can play, but the number of cards sets a limit: everyone gets four and "
            "at least one must be left in the stock. So at most 7 players with 32 cards and 8 "
            "with 33; with 8, though, the stock holds a single card and the game doesn't really "
            "work, so it is better not to go beyond 7.",
        ),
    ),
    _rule(
        "EFE-DEAD",
        ("Valori morti al centro", "Dead values in the centre"),
        (
            "Quando un valore è già scoperto al centro, chi pesca dal tallone una carta di quel "
            "valore deve metterla al centro e ripescare, finché non trova una carta buona.",
            "Once a value lies face up in the centre, a card of that value drawn from the stock "
            "must go to the centre and be replaced, until a good card is drawn.",
        ),
        "Play: the dealer's left draws 1 and keeps it (discarding another) or discards it; the "
        "discard goes face down to the next player on the left, who does the same. When a card "
        "has gone all the way round and its last receiver (right of its first discarder) "
        "discards it, it goes face up in the centre; from that player, clockwise, everyone may "
        "throw face up onto it cards of that value, drawing as many; then the first discarder "
        "draws from the tallone and play resumes. From then on any card drawn from the tallone "
        "whose value is already face up in the centre must be placed there face up and "
        "replaced (repeat until a good card). Tallone exhausted → shuffle the face-up cards "
        "into a new tallone.",
        "4. Dal momento in cui siano presenti al centro del tavolo, scoperte, le carte "
        "scartate, ogni qual volta un giocatore peschi dal tallone una carta il cui valore è "
        "fra quelli già scartati, deve porla al centro del tavolo, scoperta, sopra quella di "
        "pari valore e ripescarne un'altra dal tallone: l'operazione si può ripetere più volte "
        'fino a quando non venga pescata una carta "buona", non ancora scartata. […] 7. Nel '
        "caso in cui il tallone si esaurisca (nessuna carta coperta rimasta) si deve procedere "
        "al rimescolamento accurato di tutte le carte scoperte, allo scopo di ricostituire il "
        "tallone stesso.",
        topic="play",
        plain=(
            "Chi siede alla sinistra del mazziere pesca una carta dal tallone: può tenerla e "
            "scartarne un'altra, oppure scartare quella appena pescata. La carta scartata si "
            "passa coperta a chi siede a sinistra, che fa lo stesso: la tiene e ne scarta "
            "un'altra, o la passa di nuovo. Quando una carta ha fatto tutto il giro e chi la "
            "riceve per ultimo, cioè chi siede alla destra di chi l'ha scartata per primo, la "
            "scarta ancora, la mette scoperta al centro. Allora, cominciando da chi l'ha messa al "
            "centro e andando in senso orario, ognuno può buttarci sopra, scoperte, carte di quel "
            "valore, ripescandone altrettante dal tallone; finito il giro, chi ha messo la carta "
            "al centro pesca dal tallone e si riprende come prima. Da quel momento, se peschi dal "
            "tallone una carta di un valore che è già scoperto al centro, devi metterla al centro "
            "e ripescare, finché non trovi una carta buona. Quando il tallone finisce si "
            "rimescolano le carte scoperte e si fa un nuovo tallone.",
            "Whoever sits on the dealer's left draws a card from the stock: they may keep it and "
            "discard another, or discard the one just drawn. The discard is passed face down to "
            "the player on the left, who does the same: keeps it and discards another, or passes "
            "it on. When a card has gone all the way round and its last receiver, the player on "
            "the right of whoever first discarded it, discards it again, it goes face up in the "
            "middle. Then, starting with whoever put it there and going clockwise, everyone may "
            "throw cards of that value face up onto it, drawing as many from the stock; once "
            "round, whoever put the card in the middle draws from the stock and play goes on as "
            "before. From then on, if you draw from the stock a card of a value already face up "
            "in the middle, you must put it in the middle and draw again, until you get a good "
            "card. When the stock runs out, the face-up cards are shuffled into a new stock.",
        ),
    ),
    _rule(
        "EFE-WELI-LIVE",
        ("Il Weli non è mai morto", "The Weli is never dead"),
        (
            "Il Weli pescato dal tallone si tiene anche quando al centro ci sono valori morti: "
            "non ha un valore suo, quindi non è mai fra quelli già scartati.",
            "A Weli drawn from the stock is kept even while values lie dead in the centre: it "
            "has no value of its own, so it is never among those already discarded.",
        ),
        "A Weli drawn from the tallone while some values are dead is kept, never put in the "
        "centre: EFE-DEAD sends to the centre a card 'il cui valore è fra quelli già scartati', "
        "and the Weli has no value of its own (it takes any value, EFE-WELI).",
        "ogni qual volta un giocatore peschi dal tallone una carta il cui valore è fra quelli "
        "già scartati, deve porla al centro del tavolo […] Nota: Qualora si usino le carte "
        'Salzburger, la carta Weli funge da jolly (o "matta") e può assumere qualsiasi valore '
        "(e seme) si desideri al fine di ottenere la combinazione vincente.",
        topic="play",
        plain=(
            "Se peschi il Weli dal tallone mentre al centro ci sono valori morti, lo tieni: la "
            "regola manda al centro le carte di un valore già scartato, e il Weli non ha un "
            "valore suo, li può prendere tutti. Il Weli non è mai morto.",
            "If you draw the Weli from the stock while values lie dead in the centre, you keep "
            "it: the rule sends to the centre cards of a value already discarded, and the Weli "
            "has no value of its own, it can take any. The Weli is never dead.",
        ),
    ),
    _rule(
        "EFE-WIN",
        ("Quattro carte dello stesso valore", "Four of a value"),
        (
            "Chi pesca o riceve la carta che gli dà quattro carte dello stesso valore (o tre più "
            "il Weli) le scopre ed esce dal gioco.",
            "Whoever draws or receives the card giving him four cards of the same value (or "
            "three plus the Weli) shows them and leaves the game.",
        ),
        "A player who draws or receives a card completing four cards of the same value (one of "
        "each suit; with Salzburger cards 3 of a value + Weli) shows them and leaves the game.",
        "Lo scopo di Efele è quello di chiudere con una combinazione di quattro carte dello "
        "stesso valore (dei quattro semi o colori disponibili). […] 5. Il giocatore che a "
        "seguito delle varie mani pesca o riceve una carta che gli permette di avere la "
        "combinazione vincente, scopre le carte ed esce dal gioco.",
        topic="end",
        plain=(
            "Se peschi o ricevi la carta che ti dà quattro carte dello stesso valore, una per "
            "seme, le scopri ed esci dal gioco. Con le carte salisburghesi bastano anche tre "
            "carte dello stesso valore più il Weli.",
            "If you draw or receive the card that gives you four cards of the same value, one of "
            "each suit, you show them and leave the game. With Salzburger cards, three cards of "
            "the same value plus the Weli will also do.",
        ),
    ),
    _rule(
        "EFE-END",
        ("L'Efele: chi resta ultimo", "The Efele: the last one left"),
        (
            "Si gioca finché resta un solo giocatore senza combinazione: è l'Efele (la "
            "«scimmia»), perde e paga la penalità concordata prima della distribuzione.",
            "Play goes on until a single player is left without a winning set: he is the Efele "
            "('monkey'), loses and pays the penalty agreed before the deal.",
        ),
        "Play continues until one player is left: he is the Efele ('monkey'), the loser, and "
        "pays the penalty agreed before the deal.",
        'Il nome Efele significa "scimmia" che, in altre parole, è l\'appellativo dato '
        "all'ultimo giocatore che non riesce a chiudere effettuando la combinazione vincente, e "
        "che risulta dunque essere il giocatore perdente. […] 6. Il gioco prosegue fino a che "
        "un solo giocatore rimane senza aver effettuato la combinazione vincente. Tale "
        "giocatore viene dichiarato perdente (Efele) e in genere deve pagare una penalità, "
        "concordata all'inizio prima della distribuzione delle carte.",
        topic="end",
        plain=(
            "Si continua a giocare finché resta un solo giocatore senza combinazione: è l'Efele, "
            "cioè la «scimmia», e perde. Paga la penalità che avete concordato prima di "
            "distribuire le carte.",
            "Play goes on until only one player is left without a set: that player is the Efele, "
            "the «monkey», and loses, paying the penalty you agreed before the deal.",
        ),
    ),
    _rule(
        "EFE-AMB-1",
        ("Ambiguità 1: senza 5 e 6, e il Weli?", "Ambiguity 1: no 5s and 6s — and the Weli?"),
        (
            "Il Weli è il 6 di Sonagli, ma il testo lo usa come jolly: se non si sceglie altro "
            "si tiene (33 carte); in opzione si toglie (32 carte, niente jolly).",
            "The Weli is the 6 of Bells, but the text makes it the wild card: kept by default "
            "(33 cards); as an option removed (32 cards, no wild card).",
        ),
        "'togliere le carte 5 e 6': the Weli is the 6 of Bells. Default: keep the Weli (the "
        "seed's note makes it the wild card) → 33 cards; option: remove it → 32, no wild.",
        "da cui siano state tolte, qualora presenti, le carte col numero 5 e 6. […] Nota: "
        'Qualora si usino le carte Salzburger, la carta Weli funge da jolly (o "matta")',
        ambiguity=True,
        source=f"{SEED}; {WELI}",
        topic="amb",
        plain=(
            "Il testo dice di togliere i 5 e i 6, ma il Weli è proprio il 6 di Sonagli, e il "
            "testo stesso lo usa come jolly. Se il tavolo non sceglie diversamente il Weli resta "
            "e si gioca con 33 carte; in alternativa si toglie anche il Weli e si gioca con 32 "
            "carte, senza jolly.",
            "The text says to take out the 5s and 6s, but the Weli is the 6 of Bells, and the "
            "text itself uses it as the wild card. Unless the table chooses otherwise, the Weli "
            "stays and you play with 33 cards; alternatively the Weli comes out too and you play "
            "with 32 cards, with no wild card.",
        ),
    ),
    _rule(
        "EFE-AMB-2",
        ("Ambiguità 2: quanti giocatori", "Ambiguity 2: how many players"),
        (
            "Il testo non fissa un massimo: servono 4 carte a testa e almeno una nel tallone, "
            "quindi 7 con 32 carte e 8 con 33 (meglio 7).",
            "The text sets no maximum: 4 cards each and at least one in the stock give 7 with "
            "32 cards and 8 with 33 (7 is better).",
        ),
        "Player limit: 4 each must leave at least one card for the tallone → max 7 with 32 "
        "cards, 8 with 33 (8 leaves a 1-card tallone: degenerate; recommended practical max 7).",
        "Numero di giocatori: due o più con il limite imposto dal numero di carte disponibili.",
        ambiguity=True,
        topic="amb",
        plain=(
            "Il testo dice solo «due o più giocatori», con il limite delle carte. Ognuno ne ha "
            "quattro e nel tallone deve restarne almeno una: al massimo 7 giocatori con 32 carte, "
            "8 con 33. In 8 nel tallone resta una carta sola e il gioco si inceppa, quindi "
            "consigliamo di non superare i 7. Se il tavolo non sceglie diversamente si gioca fino "
            "al limite delle carte, con un avviso in 8; altrimenti il tavolo si ferma a 7 anche "
            "con 33 carte.",
            "The text only says «two or more players», limited by the cards. Everyone holds four "
            "and at least one must be left in the stock: at most 7 players with 32 cards, 8 with "
            "33. With 8 the stock holds a single card and the game gets stuck, so we advise no "
            "more than 7. Unless the table chooses otherwise, play goes up to the cards' limit, "
            "with a warning at 8; otherwise the table stops at 7 even with 33 cards.",
        ),
    ),
    _rule(
        "EFE-AMB-3",
        ("Ambiguità 3: le carte di chi esce", "Ambiguity 3: the cards of a player who goes out"),
        (
            "Le carte di chi esce dal gioco restano fuori dal gioco.",
            "The cards of a player who goes out are removed from play.",
        ),
        "Cards of a player who goes out: default removed from play.",
        "scopre le carte ed esce dal gioco.",
        ambiguity=True,
        topic="amb",
        plain=(
            "Il testo non dice che fine fanno le carte di chi esce. Se il tavolo non sceglie "
            "diversamente escono dal gioco anche loro e non tornano più nel tallone.",
            "The text doesn't say what happens to the cards of a player who goes out. Unless the "
            "table chooses otherwise they leave the game too and never go back into the stock.",
        ),
    ),
    _rule(
        "EFE-AMB-4",
        ("Ambiguità 4: valori morti e carte passate", "Ambiguity 4: dead values and passed cards"),
        (
            "La regola dei valori morti vale solo per le carte pescate dal tallone, non per "
            "quelle passate dal vicino.",
            "The dead-value rule applies only to cards drawn from the stock, not to cards "
            "passed by a neighbour.",
        ),
        "The dead-value rule applies only to cards drawn from the tallone (text: 'peschi dal "
        "tallone'), not to cards passed by a neighbour.",
        "ogni qual volta un giocatore peschi dal tallone una carta il cui valore è fra quelli "
        "già scartati, deve porla al centro del tavolo",
        ambiguity=True,
        topic="amb",
        plain=(
            "La regola dei valori morti parla di chi «pesca dal tallone». Se il tavolo non "
            "sceglie diversamente vale quindi solo per le carte pescate dal tallone: una carta di "
            "un valore morto che ti passa il vicino non va messa al centro.",
            "The dead-value rule speaks of a player who «draws from the stock». Unless the table "
            "chooses otherwise it therefore applies only to cards drawn from the stock: a card of "
            "a dead value passed to you by your neighbour does not go to the middle.",
        ),
    ),
    _rule(
        "EFE-AMB-5",
        ("Ambiguità 5: «dello stesso valore»", "Ambiguity 5: 'of the same value'"),
        (
            "Nel giro al centro si possono buttare solo carte del valore della carta scoperta, "
            "non una coppia qualsiasi.",
            "In the centre round only cards of the face-up card's value may be thrown, not any "
            "pair.",
        ),
        "'una o più carte dello stesso valore' in the centre round = of the value of the centre "
        "card (default), not any pair.",
        "ognuno ha la facoltà di scartare una o più carte dello stesso valore ponendole "
        "scoperte sopra di essa e pescandone altrettante dal tallone, al fine di avere sempre "
        "quattro carte in mano.",
        ambiguity=True,
        topic="amb",
        plain=(
            "Nel giro al centro il testo dice che si possono buttare «una o più carte dello "
            "stesso valore». Se il tavolo non sceglie diversamente si intende del valore della "
            "carta scoperta al centro, non una coppia qualsiasi di carte uguali.",
            "In the round at the middle, the text says you may throw «one or more cards of the "
            "same value». Unless the table chooses otherwise, that means of the value of the "
            "face-up card in the middle, not any pair of matching cards.",
        ),
    ),
    _rule(
        "EFE-AMB-6",
        ("Ambiguità 6: il Weli al centro", "Ambiguity 6: the Weli in the centre"),
        (
            "Se il Weli fa il giro completo e finisce scoperto al centro, è semplicemente morto "
            "e non rende morto nessun valore.",
            "If the Weli goes all the way round and ends face up in the centre, it is simply "
            "dead and kills no value.",
        ),
        "If the Weli itself goes all the way round and ends face up, it is simply dead (no "
        "value killed) — not covered; default.",
        "",
        ambiguity=True,
        topic="amb",
        plain=(
            "Il testo non dice cosa succede se il Weli fa tutto il giro e finisce scoperto al "
            "centro. Se il tavolo non sceglie diversamente è semplicemente morto e non rende "
            "morto nessun valore.",
            "The text doesn't say what happens if the Weli goes all the way round and ends up "
            "face up in the middle. Unless the table chooses otherwise it is simply dead and "
            "makes no value dead.",
        ),
    ),
    _rule(
        "EFE-AMB-7",
        ("Ambiguità 7: partita bloccata", "Ambiguity 7: deadlock"),
        (
            "Se tutti i valori sono morti e nessuno può più chiudere, l'arbitro dichiara Efele "
            "tutti i giocatori rimasti (o si ridistribuisce).",
            "If every value is dead and nobody can complete, the referee declares all remaining "
            "players joint Efele (or redeals).",
        ),
        "Possible deadlock when every value is dead and nobody can complete: not covered; "
        "default: the referee declares the remaining players joint Efele (or redeal).",
        "",
        ambiguity=True,
        topic="amb",
        plain=(
            "Può capitare che tutti i valori siano morti e nessuno possa più chiudere, e il testo "
            "non lo prevede. Se il tavolo non sceglie diversamente l'arbitro dichiara Efele tutti "
            "i giocatori rimasti, oppure si ridistribuisce.",
            "It can happen that every value is dead and nobody can complete a set any more, and "
            "the text doesn't cover it. Unless the table chooses otherwise, the referee declares "
            "all the remaining players Efele together, or the cards are dealt again.",
        ),
    ),
    _rule(
        "EFE-AMB-8",
        (
            "Ambiguità 8: un valore morto completato con il Weli",
            "Ambiguity 8: a dead value completed with the Weli",
        ),
        (
            "Chi ha tre carte di un valore morto e il Weli ha la combinazione vincente, come "
            "dice il testo alla lettera (il Weli vale il valore che si desidera); in opzione "
            "no, perché il Weli starebbe per una carta morta al centro.",
            "Whoever holds three cards of a dead value and the Weli has a winning set, as the "
            "text says word for word (the Weli takes whatever value one wishes); as an option "
            "not, since the Weli would stand for a card dead in the centre.",
        ),
        "Three cards of a value dead in the centre plus the Weli: the seed's note, read "
        "literally, lets the Weli take 'qualsiasi valore (e seme) si desideri' → a winning set "
        "(default, and what the engine did before the option). Other reading: the dead-value "
        "rule kills the value, so the Weli cannot stand for a card face up in the centre → no "
        "winning set. The reading also decides whether such a value is still within reach "
        "when a deadlock is declared (EFE-AMB-7).",
        'la carta Weli funge da jolly (o "matta") e può assumere qualsiasi valore (e seme) si '
        "desideri al fine di ottenere la combinazione vincente. […] ogni qual volta un "
        "giocatore peschi dal tallone una carta il cui valore è fra quelli già scartati, deve "
        "porla al centro del tavolo",
        ambiguity=True,
        topic="amb",
        plain=(
            "Se al centro ci sono i 9 morti e tu hai in mano gli altri tre 9, ti basta il Weli "
            "per chiudere? Il testo, preso alla lettera, dice di sì: il Weli può valere "
            "qualsiasi valore e seme si desideri. Ma il Weli starebbe per il 9 che è morto al "
            "centro, e c'è chi non lo accetta. Se il tavolo non sceglie diversamente la "
            "combinazione vale, come dice il testo; in alternativa non vale. La scelta conta "
            "anche per dire se la partita è bloccata.",
            "If the 9s are dead in the centre and you hold the other three 9s, is the Weli "
            "enough to go out? The text, taken word for word, says yes: the Weli may be any "
            "value and suit one wishes. But the Weli would stand for the 9 that is dead in the "
            "centre, and some do not accept it. Unless the table chooses otherwise the set "
            "stands, as the text says; alternatively it does not. The choice also decides "
            "whether the game is deadlocked.",
        ),
    ),
)
