// Writes the "Learn to play" pages, public/learn.html, learn.it.html and learn.sv.html, from
// one list of lessons: each lesson's board (position, the move asked, annotations) is given
// once, its words in each language. The pages are static files, so the lessons cost the
// app's first load nothing, and each board is a <tavola-board> exercise (docs/embedding.md).
//   node scripts/learn-pages.mjs           writes the pages
//   node scripts/learn-pages.mjs --check   fails if a page differs from what it would write
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PUBLIC = join(fileURLToPath(import.meta.url), '../../public');

/** Each lesson: an id, the board's attributes, and per language a title, the lesson, the task. */
export const LESSONS = [
  {
    id: 'gipf-board', game: 'GIPF',
    board: { game: 'gipf', variant: 'basic', arrows: 'd1-d2', answer: 'd1-d2' },
    en: ['The board', 'GIPF is played on the points of a hexagon. The 24 points on the rim are <em>dots</em>: a piece only stands there for a moment, before it is pushed in. The 37 points inside are <em>spots</em>, where the game is played. Each player has a reserve of pieces; White begins.', 'Put a piece on the dot d1 and push it onto the spot d2: tap d1, then d2, as the arrow shows.'],
    it: ['La plancia', 'GIPF si gioca sui punti di un esagono. I 24 punti del bordo sono i <em>dot</em>: un pezzo vi sta solo un attimo, prima di essere spinto dentro. I 37 punti interni sono gli <em>spot</em>, dove si gioca. Ogni giocatore ha una riserva di pezzi; inizia il Bianco.', 'Metti un pezzo sul dot d1 e spingilo sullo spot d2: tocca d1, poi d2, come mostra la freccia.'],
    sv: ['Spelplanen', 'GIPF spelas på punkterna i en sexhörning. De 24 punkterna längs kanten är <em>prickar</em>: en bricka står där bara ett ögonblick innan den skjuts in. De 37 punkterna innanför är <em>punkter</em>, där spelet pågår. Varje spelare har en reserv av brickor; Vit börjar.', 'Sätt en bricka på pricken d1 och skjut in den på punkten d2: tryck på d1 och sedan på d2, som pilen visar.'],
  },
  {
    id: 'gipf-push', game: 'GIPF',
    board: { game: 'gipf', variant: 'basic', highlight: 'b2:red', answer: 'a1-b2' },
    en: ['Pushing', 'When the spot you push onto is taken, the pieces on the line ahead each move one spot on, up to the first empty spot. A line with no empty spot ahead cannot be pushed.', 'Push from a1 onto b2: Black\'s piece on b2 moves on to c3.'],
    it: ['Spingere', 'Se lo spot su cui spingi è occupato, i pezzi sulla linea davanti avanzano ognuno di uno spot, fino al primo spot libero. Una linea senza spot liberi davanti non si può spingere.', 'Spingi da a1 su b2: il pezzo nero in b2 avanza in c3.'],
    sv: ['Att skjuta', 'Om punkten du skjuter in på är upptagen flyttar brickorna på linjen framför en punkt var, fram till den första tomma punkten. En linje utan tom punkt framför kan inte skjutas.', 'Skjut in från a1 på b2: Svarts bricka på b2 flyttas vidare till c3.'],
  },
  {
    id: 'gipf-rows', game: 'GIPF',
    board: { position: 'gipf basic 4/5/6/wwwb3/6/5/4 w 12 14', highlight: 'e6:red', answer: 'e1-e2;xe2-e6' },
    en: ['Rows and removal', 'Four or more pieces of one colour side by side on a line are a <em>row</em>, and must be removed. The whole unbroken run of pieces that holds the row goes: your own pieces back to your reserve, your opponent\'s captured for good. Captures are how you win.', 'Push from e1 to make four white pieces in a row, then press “Remove row”: Black\'s piece on e6 is captured.'],
    it: ['File e rimozione', 'Quattro o più pezzi di un colore uno accanto all\'altro su una linea formano una <em>fila</em>, che va tolta. Se ne va tutta la serie ininterrotta di pezzi che la contiene: i tuoi pezzi tornano nella tua riserva, quelli dell\'avversario sono catturati per sempre. Si vince catturando.', 'Spingi da e1 per mettere quattro pezzi bianchi in fila, poi premi «Prendi la fila»: il pezzo nero in e6 è catturato.'],
    sv: ['Rader och att plocka upp', 'Fyra eller fler brickor av en färg i följd på en linje är en <em>rad</em>, och den måste plockas upp. Hela den obrutna följden av brickor som raden ingår i försvinner: dina egna brickor tillbaka till din reserv, motståndarens tagna för gott. Det är så man vinner.', 'Skjut in från e1 så att fyra vita brickor står i rad, och tryck sedan på ”Plocka upp raden”: Svarts bricka på e6 tas.'],
  },
  {
    id: 'gipf-opponent', game: 'GIPF',
    board: { position: 'gipf basic 4/5/6/bbb1b2/6/5/4 w 10 10', answer: 'e1-e2;oe2-e6' },
    en: ['The opponent\'s rows during your turn', 'A push can also line up four of your opponent\'s pieces. After your own rows, your opponent removes his, in the middle of your turn: his pieces go back to his reserve, and yours in the run are captured.', 'Push from e1: the black pieces close up into a row of four. Then remove it for Black, who takes your piece on e2.'],
    it: ['Le file dell\'avversario nel tuo turno', 'Una spinta può anche allineare quattro pezzi dell\'avversario. Dopo le tue file, l\'avversario toglie le sue, nel mezzo del tuo turno: i suoi pezzi tornano nella sua riserva, e i tuoi nella stessa serie sono catturati.', 'Spingi da e1: i pezzi neri si allineano in una fila di quattro. Poi togli la fila per il Nero, che cattura il tuo pezzo in e2.'],
    sv: ['Motståndarens rader under ditt drag', 'En inskjutning kan också ställa fyra av motståndarens brickor i rad. Efter dina egna rader plockar motståndaren upp sina, mitt i ditt drag: hans brickor går tillbaka till hans reserv, och dina i samma följd tas.', 'Skjut in från e1: de svarta brickorna sluter sig till en rad av fyra. Plocka sedan upp den åt Svart, som tar din bricka på e2.'],
  },
  {
    id: 'gipf-crossing', game: 'GIPF',
    board: { position: 'gipf basic 3w/5/6/bbbw3/3b2/3b1/3b b 10 10', highlight: 'e5:blue', answer: 'e1-e2;xe2-e6|e1-e2;xe5-h5' },
    en: ['Crossing rows', 'When two of your rows cross, you remove them one at a time, in the order you choose. Removing one takes the piece where they cross, so the other row is broken and stays on the board.', 'You play Black. Push from e1: two black rows then cross on e5. Pick either one (tap one of its pieces) and remove it.'],
    it: ['File che si incrociano', 'Quando due tue file si incrociano, le togli una alla volta, nell\'ordine che scegli. Togliendone una prendi il pezzo dell\'incrocio, così l\'altra fila è spezzata e resta sulla plancia.', 'Giochi il Nero. Spingi da e1: due file nere si incrociano in e5. Scegline una (tocca uno dei suoi pezzi) e toglila.'],
    sv: ['Rader som korsar varandra', 'När två av dina rader korsar varandra plockar du upp dem en i taget, i den ordning du väljer. Den första tar brickan där de korsas, så den andra raden bryts och blir kvar.', 'Du spelar Svart. Skjut in från e1: två svarta rader korsas då på e5. Välj en av dem (tryck på en av dess brickor) och plocka upp den.'],
  },
  {
    id: 'gipf-pieces', game: 'GIPF',
    board: { position: 'gipf standard 3W/5/6/bBbW3/6/5/4 b 10 10', highlight: 'e3 e5:red', answer: 'e1-e2;xe2-e6!e4' },
    en: ['GIPF pieces', 'In the standard game each player starts with three GIPF pieces: two pieces stacked, drawn with a ring. When a GIPF piece is in a run you remove, you choose whether it goes or stays, whoever it belongs to. A player whose last GIPF piece leaves the board loses.', 'You play Black. Push from e1; your GIPF piece moves to e4 and White\'s to e6. Your GIPF piece on e4 is marked to stay, since it is your last (a tap would let it go, and lose you the game): remove the row, and White\'s GIPF piece is captured.'],
    it: ['I pezzi‑GIPF', 'Nel gioco standard ogni giocatore parte con tre pezzi‑GIPF: due pezzi impilati, disegnati con un anello. Quando un pezzo‑GIPF è in una serie che togli, scegli tu se se ne va o resta, di chiunque sia. Chi perde il suo ultimo pezzo‑GIPF perde la partita.', 'Giochi il Nero. Spingi da e1; il tuo pezzo‑GIPF passa in e4 e quello bianco in e6. Il tuo pezzo‑GIPF in e4 è segnato per restare, perché è l\'ultimo (un tocco lo lascerebbe andare, e perderesti la partita): togli la fila, e il pezzo‑GIPF bianco è catturato.'],
    sv: ['GIPF-pjäser', 'I standardspelet börjar varje spelare med tre GIPF-pjäser: två brickor på varandra, ritade med en ring. När en GIPF-pjäs ingår i en följd du plockar upp väljer du om den ska bort eller stå kvar, vems den än är. Den som förlorar sin sista GIPF-pjäs förlorar partiet.', 'Du spelar Svart. Skjut in från e1; din GIPF-pjäs flyttas till e4 och Vits till e6. Din GIPF-pjäs på e4 är markerad att stå kvar, eftersom den är din sista (ett tryck skulle släppa den, och du förlorade partiet): plocka upp raden, så tas Vits GIPF-pjäs.'],
  },
  {
    id: 'gipf-tournament', game: 'GIPF',
    board: { game: 'gipf', variant: 'tournament', answer: 'Ge1-e2' },
    en: ['The tournament game', 'The tournament game starts on an empty board with 18 pieces each. Your first push must be a GIPF piece, which costs two pieces of your reserve. While you have entered only GIPF pieces you may go on entering them; after your first single piece, never again. A row of GIPF pieces only may stay on the board, and you may remove it before your push.', 'Enter a GIPF piece from e1 onto e2.'],
    it: ['Il gioco da torneo', 'Il gioco da torneo comincia con la plancia vuota e 18 pezzi a testa. La tua prima spinta deve essere un pezzo‑GIPF, che costa due pezzi della riserva. Finché hai messo in gioco solo pezzi‑GIPF puoi continuare a farlo; dopo il primo pezzo base, mai più. Una fila di soli pezzi‑GIPF può restare sulla plancia, e puoi toglierla prima della spinta.', 'Metti in gioco un pezzo‑GIPF da e1 su e2.'],
    sv: ['Turneringsspelet', 'Turneringsspelet börjar på en tom plan med 18 brickor var. Din första inskjutning måste vara en GIPF-pjäs, som kostar två brickor ur reserven. Så länge du bara har satt in GIPF-pjäser får du fortsätta; efter din första enkla bricka aldrig mer. En rad av bara GIPF-pjäser får stå kvar, och du får plocka upp den före din inskjutning.', 'Sätt in en GIPF-pjäs från e1 på e2.'],
  },
  {
    id: 'gipf-end', game: 'GIPF',
    board: { position: 'gipf standard 3W/5/6/wwwB3/6/5/4 w 10 10', highlight: 'e5:red', answer: 'e1-e2;xe2-e6' },
    en: ['How a game ends', 'GIPF has no draws. A player who must push with an empty reserve loses. In the standard and tournament games a player also loses at once when his last GIPF piece leaves the board.', 'Black\'s only GIPF piece stands on e5. Push from e1 and remove the row with it: Black loses at once.'],
    it: ['Come finisce la partita', 'In GIPF non ci sono patte. Chi deve spingere con la riserva vuota perde. Nel gioco standard e da torneo si perde subito anche quando l\'ultimo pezzo‑GIPF lascia la plancia.', 'L\'unico pezzo‑GIPF nero è in e5. Spingi da e1 e togli la fila insieme a lui: il Nero perde subito.'],
    sv: ['Hur ett parti slutar', 'GIPF har inga remier. Den som måste skjuta in med tom reserv förlorar. I standard- och turneringsspelet förlorar man också genast när ens sista GIPF-pjäs lämnar planen.', 'Svarts enda GIPF-pjäs står på e5. Skjut in från e1 och plocka upp raden med den: Svart förlorar genast.'],
  },
  {
    id: 'emergo-enter', game: 'Emergo',
    board: { game: 'emergo', highlight: 'e5:red d6', answer: 'd6' },
    en: ['Entering', 'Emergo is played on the 41 dark squares of a checkerboard, labelled a1 to i9. Each player starts with 12 men in hand and the board empty; White begins. While you have men in hand and nothing to capture, you must enter one on an empty square. White\'s very first man may not go on the centre, e5.', 'Enter your first man on d6.'],
    it: ['Collocare', 'Emergo si gioca sulle 41 caselle scure di un tavoliere, chiamate da a1 a i9. Ogni giocatore comincia con 12 pedine da collocare e il tavoliere vuoto; inizia il Bianco. Finché hai pedine da collocare e nulla da catturare, devi collocarne una su una casella libera. La primissima pedina del Bianco non può andare al centro, in e5.', 'Colloca la tua prima pedina in d6.'],
    sv: ['Att sätta in', 'Emergo spelas på de 41 mörka rutorna på ett rutat bräde, märkta a1 till i9. Varje spelare börjar med 12 pjäser i handen och ett tomt bräde; Vit börjar. Så länge du har pjäser i handen och inget att slå måste du sätta in en på en tom ruta. Vits allra första pjäs får inte stå i mitten, på e5.', 'Sätt in din första pjäs på d6.'],
  },
  {
    id: 'emergo-shadow', game: 'Emergo',
    board: { position: 'emergo 1/3/5/7/9/7/5/3/b w 3 0', highlight: 'e5', answer: 'e5' },
    en: ['The shadow piece', 'When your opponent has no men left in hand, you enter all the men you still hold at once, as one column: the <em>shadow piece</em>.', 'Black has no men left in hand. Enter your last three men as one column on e5.'],
    it: ['Il Pezzo Ombra', 'Quando l\'avversario non ha più pedine da collocare, collochi in una volta tutte quelle che ti restano, come una sola Colonna: il <em>Pezzo Ombra</em>.', 'Il Nero non ha più pedine da collocare. Colloca le tue ultime tre pedine come una sola Colonna in e5.'],
    sv: ['Skuggpjäsen', 'När motståndaren inte har några pjäser kvar i handen sätter du in alla dina återstående på en gång, som en enda kolonn: <em>skuggpjäsen</em>.', 'Svart har inga pjäser kvar i handen. Sätt in dina tre sista pjäser som en kolonn på e5.'],
  },
  {
    id: 'emergo-step', game: 'Emergo',
    board: { position: 'emergo 1/3/5/7/4w4/7/5/3/b w 0 0', arrows: 'e5-e6', answer: 'e5-e6' },
    en: ['Steps', 'With no men in hand and nothing to capture, you step one of your columns to a neighbouring empty square, in any of four directions, forwards or back. The whole column moves.', 'Step your man from e5 to e6: tap e5, then e6.'],
    it: ['Il movimento', 'Senza pedine da collocare e nulla da catturare, muovi una tua Colonna su una casella vicina libera, in una delle quattro direzioni, anche all\'indietro. Si muove tutta la Colonna.', 'Muovi la tua pedina da e5 a e6: tocca e5, poi e6.'],
    sv: ['Att flytta', 'Utan pjäser i handen och inget att slå flyttar du en av dina kolonner ett steg till en tom grannruta, i någon av fyra riktningar, framåt eller bakåt. Hela kolonnen flyttar.', 'Flytta din pjäs från e5 till e6: tryck på e5 och sedan på e6.'],
  },
  {
    id: 'emergo-capture', game: 'Emergo',
    board: { position: 'emergo 1/3/5/7/3w(bb)4/7/5/3/1 w 0 0', arrows: 'd5-f5', answer: 'd5-f5' },
    en: ['Capturing and columns', 'A column captures by jumping a neighbouring enemy column onto the empty square straight behind it. It takes only the top man and puts him at the bottom of its own column, as a prisoner; the rest of the jumped column stays. A column belongs to the colour of its top man. Capturing is compulsory and comes before anything else.', 'Jump Black\'s column of two on e5 with your man on d5, landing on f5.'],
    it: ['Cattura e Colonne', 'Una Colonna cattura saltando una Colonna avversaria vicina fino alla casella libera subito dietro. Prende solo la pedina in cima, il Comandante, e la mette alla base della propria Colonna come Prigioniera; il resto della Colonna saltata resta. Una Colonna appartiene al colore della pedina in cima. La cattura è obbligatoria e viene prima di tutto.', 'Salta la Colonna nera di due pedine in e5 con la tua pedina in d5, atterrando in f5.'],
    sv: ['Att slå, och kolonner', 'En kolonn slår genom att hoppa över en fientlig grannkolonn till den tomma rutan rakt bakom. Den tar bara den översta pjäsen och lägger den underst i sin egen kolonn, som fånge; resten av den överhoppade kolonnen står kvar. En kolonn tillhör färgen på sin översta pjäs. Att slå är tvång och går före allt annat.', 'Hoppa över Svarts kolonn av två på e5 med din pjäs på d5, och landa på f5.'],
  },
  {
    id: 'emergo-maximal', game: 'Emergo',
    board: { position: 'emergo 1/3/5/7/1wb1b4/5b1/4w/3/1 w 0 0', answer: 'b5-d5-f5' },
    en: ['Maximal capture', 'A column keeps jumping while it can, and you must choose the sequence that captures the most men, among all your columns. A sequence never stops early. The board only offers the sequences that take the most.', 'Your man on g3 could take one man, but your man on b5 can take two: tap b5, then d5, then f5.'],
    it: ['La presa massima', 'Una Colonna continua a saltare finché può, e devi scegliere, fra tutte le tue Colonne, la sequenza che cattura più pedine. Una sequenza non si ferma mai prima. La plancia offre solo le sequenze che prendono di più.', 'La tua pedina in g3 potrebbe prenderne una, ma quella in b5 ne prende due: tocca b5, poi d5, poi f5.'],
    sv: ['Största slaget', 'En kolonn fortsätter hoppa så länge den kan, och du måste välja den följd, bland alla dina kolonner, som slår flest pjäser. En följd stannar aldrig i förtid. Brädet erbjuder bara de följder som slår flest.', 'Din pjäs på g3 kunde slå en, men din pjäs på b5 kan slå två: tryck på b5, sedan d5, sedan f5.'],
  },
  {
    id: 'emergo-rejump', game: 'Emergo',
    board: { position: 'emergo 1/3/5/3b3/3(bb)1b3/2wb3/5/3/1 w 0 0', highlight: 'd5:blue', answer: 'd4-d6-f6-f4-d4-d6' },
    en: ['Re-jumps, and no turning back', 'During a capture a column may change direction, cross squares again and jump the same column more than once, but never straight back over the column it has just jumped.', 'Take five men with your man on d4: over d5 to d6, then to f6, to f4, back to d4, and over the column on d5 a second time to d6.'],
    it: ['Salti ripetuti, senza tornare indietro', 'Durante una cattura una Colonna può cambiare direzione, ripassare sulle stesse caselle e saltare la stessa Colonna più volte, ma mai tornare subito indietro sulla Colonna appena saltata.', 'Prendi cinque pedine con la tua pedina in d4: oltre d5 fino a d6, poi in f6, in f4, di nuovo in d4, e oltre la Colonna in d5 una seconda volta fino a d6.'],
    sv: ['Nya hopp, men aldrig rakt tillbaka', 'Under ett slag får en kolonn byta riktning, passera rutor igen och hoppa över samma kolonn mer än en gång, men aldrig rakt tillbaka över den kolonn den just hoppat över.', 'Slå fem pjäser med din pjäs på d4: över d5 till d6, sedan till f6, till f4, tillbaka till d4, och över kolonnen på d5 en andra gång till d6.'],
  },
  {
    id: 'emergo-feeding', game: 'Emergo',
    board: { position: 'emergo 1/3/5/7/2w1b4/7/5/3/1 w 5 5', highlight: 'e5:red d5', answer: 'd5' },
    en: ['No feeding', 'Unless your opponent can already capture, you may not enter a man where it could be captured at once: next to an enemy column with the square straight beyond it empty. If no entry is left, you have no legal move.', 'Enter a man beside Black\'s man on e5 where it is safe: d5, covered by your man on c5. The other squares beside e5 are not offered.'],
    it: ['Niente pedine in pasto', 'Salvo che l\'avversario possa già catturare, non puoi collocare una pedina dove potrebbe essere catturata subito: accanto a una Colonna avversaria con la casella dietro di lei libera. Se non resta nessuna casella, non hai mosse legali.', 'Colloca una pedina accanto a quella nera in e5 dove è al sicuro: d5, coperta dalla tua pedina in c5. Le altre caselle accanto a e5 non sono offerte.'],
    sv: ['Ingen matning', 'Om inte motståndaren redan kan slå får du inte sätta in en pjäs där den kan slås genast: bredvid en fientlig kolonn med rutan rakt bakom tom. Finns ingen ruta kvar har du inget lagligt drag.', 'Sätt in en pjäs bredvid Svarts pjäs på e5 där den är säker: d5, skyddad av din pjäs på c5. De andra rutorna bredvid e5 erbjuds inte.'],
  },
  {
    id: 'emergo-end', game: 'Emergo',
    board: { position: 'emergo 1/3/5/7/3wb4/7/5/3/1 w 0 0', answer: 'd5-f5' },
    en: ['How a game ends, and draws', 'You win when your opponent must move with no column on the board and no men in hand. A player to move with no legal move draws; so does the same position for the third time, and players may agree a draw.', 'Capture Black\'s last man: jump from d5 to f5.'],
    it: ['Come finisce la partita, e la patta', 'Vinci quando l\'avversario deve muovere senza Colonne sul tavoliere e senza pedine da collocare. Chi deve muovere e non ha mosse legali pareggia; così anche la stessa posizione per la terza volta, e i giocatori possono accordarsi per la patta.', 'Cattura l\'ultima pedina nera: salta da d5 a f5.'],
    sv: ['Hur ett parti slutar, och remi', 'Du vinner när motståndaren ska dra utan kolonner på brädet och utan pjäser i handen. Den som ska dra men saknar lagliga drag får remi; likaså när samma ställning uppstår för tredje gången, och spelarna kan komma överens om remi.', 'Slå Svarts sista pjäs: hoppa från d5 till f5.'],
  },
];

/** Each language's page: its file, and the words around the lessons. */
const PAGES = {
  en: {
    file: 'learn.html', language: 'English', title: 'Learn to play GIPF and Emergo',
    description: 'Short lessons on live boards: learn GIPF and Emergo by making the move each lesson asks.',
    intro: 'Short lessons on live boards. Read, then make the move asked on the board: it tells you whether it was right. “Try again” takes your move back and “Show me” plays the answer.',
    rules: 'The complete rules', puzzles: 'Puzzles to solve', app: 'Play', languages: 'Language', contents: 'Lessons',
  },
  it: {
    file: 'learn.it.html', language: 'Italiano', title: 'Impara a giocare a GIPF ed Emergo',
    description: 'Brevi lezioni su plance vive: impara GIPF ed Emergo facendo la mossa che ogni lezione chiede.',
    intro: 'Brevi lezioni su plance vive. Leggi, poi fai sulla plancia la mossa richiesta: ti dirà se è giusta. «Riprova» annulla la tua mossa e «Mostrami» gioca la risposta.',
    rules: 'Il regolamento completo', puzzles: 'Problemi da risolvere', app: 'Gioca', languages: 'Lingua', contents: 'Lezioni',
  },
  sv: {
    file: 'learn.sv.html', language: 'Svenska', title: 'Lär dig spela GIPF och Emergo',
    description: 'Korta lektioner på levande brädor: lär dig GIPF och Emergo genom att göra draget som varje lektion efterfrågar.',
    intro: 'Korta lektioner på levande brädor. Läs, och gör sedan draget som efterfrågas på brädet: det säger om det var rätt. ”Försök igen” tar tillbaka ditt drag och ”Visa mig” spelar svaret.',
    rules: 'De fullständiga reglerna', puzzles: 'Problem att lösa', app: 'Spela', languages: 'Språk', contents: 'Lektioner',
  },
};

const escape = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const rulesFile = (lang) => (lang === 'en' ? 'rules.html' : `rules.${lang}.html`);

function page(lang) {
  const words = PAGES[lang];
  const links = Object.entries(PAGES).map(([code, p]) =>
    `<a href="${p.file}" hreflang="${code}" lang="${code}"${code === lang ? ' aria-current="page"' : ''}>${p.language}</a>`).join('\n    ');
  const contents = LESSONS.map((l) => `<li><a href="#${l.id}">${l.game}: ${l[lang][0]}</a></li>`).join('\n      ');
  const lessons = LESSONS.map((l, i) => {
    const [title, lesson, task] = l[lang];
    const attributes = Object.entries({ lang, hide: 'hint', ...l.board }).map(([k, v]) => `${k}="${escape(v)}"`).join(' ');
    return `  <section class="lesson" id="${l.id}">
    <h2>${i + 1}. ${l.game}: ${title}</h2>
    <p>${lesson}</p>
    <p class="task">${task}</p>
    <tavola-board ${attributes} aria-label="${escape(`${l.game}: ${title}`)}"></tavola-board>
  </section>`;
  }).join('\n');
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="description" content="${escape(words.description)}">
  <title>${words.title}</title>
  <link rel="icon" href="icon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="pages.css">
  <!-- Written by scripts/learn-pages.mjs: edit the lessons there. -->
  <script src="embed.js" defer></script>
</head>
<body>
  <nav class="top">
    <a href="index.html?lang=${lang}">${words.app}</a>
    <a href="${rulesFile(lang)}">${words.rules}</a>
    <a href="puzzles.html?lang=${lang}" data-testid="to-puzzles">${words.puzzles}</a>
    <span class="langs" aria-label="${words.languages}">
    ${links}
    </span>
  </nav>
  <h1>${words.title}</h1>
  <p>${words.intro}</p>
  <nav aria-label="${words.contents}">
    <ol class="contents">
      ${contents}
    </ol>
  </nav>
${lessons}
</body>
</html>
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const lang of Object.keys(PAGES)) {
    const path = join(PUBLIC, PAGES[lang].file);
    const text = page(lang);
    if (!check) await writeFile(path, text);
    else if ((await readFile(path, 'utf8').catch(() => '')) !== text) {
      console.error(`${path} is not what scripts/learn-pages.mjs writes: run it`);
      stale += 1;
    }
  }
  process.exit(stale ? 1 : 0);
}
