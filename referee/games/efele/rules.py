"""Efele's rules: the deepthought.it text (seed 000, 8 May 2012) and our digest (rules.md §5)."""

from __future__ import annotations

from ..base import Rule, rule_maker

SEED = "Efele (8 maggio 2012), deepthought.it/home.php?link=9 (seed 000)"
#: The outside pages of rules.md §5.0 on the Weli and the Salzburger pack.
WELI = (
    "it.frwiki.wiki/wiki/W%C3%A8li; 7bellonline.it/cartedagioco/mazzistandard/nazione/"
    "?tipo=salisburghesi; karten-haus.ch/Geografie/KartenAustria.htm"
)


_rule = rule_maker("efele", SEED)


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
    ),
    _rule(
        "EFE-AMB-1",
        ("Ambiguità 1: senza 5 e 6, e il Weli?", "Ambiguity 1: no 5s and 6s — and the Weli?"),
        (
            "Il Weli è il 6 di Sonagli, ma il testo lo usa come jolly: di serie si tiene (33 "
            "carte); in opzione si toglie (32 carte, niente jolly).",
            "The Weli is the 6 of Bells, but the text makes it the wild card: kept by default "
            "(33 cards); as an option removed (32 cards, no wild card).",
        ),
        "'togliere le carte 5 e 6': the Weli is the 6 of Bells. Default: keep the Weli (the "
        "seed's note makes it the wild card) → 33 cards; option: remove it → 32, no wild.",
        "da cui siano state tolte, qualora presenti, le carte col numero 5 e 6. […] Nota: "
        'Qualora si usino le carte Salzburger, la carta Weli funge da jolly (o "matta")',
        ambiguity=True,
        source=f"{SEED}; {WELI}",
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
    ),
)
