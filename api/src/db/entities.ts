import { Idempotenza } from '../common/idempotency.entity.js';
import { ModificaCatalogo } from '../common/versione-catalogo.entity.js';
import { LimiteRichieste } from '../common/limiti.entity.js';
import { Allergene } from '../modules/allergeni/allergene.entity.js';
import { IngredienteAllergene } from '../modules/allergeni/allergeni-derivati.entity.js';
import { RollupGiorno, RollupGustiGiorno, RollupGustiMese, RollupGustiMeseTot, RollupMarginiGustoMese, RollupMarginiMese, RollupMarginiPvAnno } from '../modules/analytics/analytics.entity.js';
import { Attivita } from '../modules/attivita/attivita.entity.js';
import { TentativoLogin, TokenRevocato } from '../modules/auth/auth.entities.js';
import { CategoriaGusto } from '../modules/categorie/categoria.entity.js';
import { Configurazione } from '../modules/config/configurazione.entity.js';
import { EmailLog } from '../modules/email/email.entity.js';
import { ArticoloFornitore } from '../modules/fornitori/articolo-fornitore.entity.js';
import { Fornitore } from '../modules/fornitori/fornitore.entity.js';
import { Gusto, RigaRicetta } from '../modules/gusti/gusto.entity.js';
import { GustoVersione, GustoVersioneRiga } from '../modules/gusti/versioni.entity.js';
import { ChiaveApi, Webhook, WebhookConsegna } from '../modules/integrazioni/integrazioni.entity.js';
import { Ingrediente } from '../modules/ingredienti/ingrediente.entity.js';
import { ConsumoLotto, GiacenzaLotto, RettificaMagazzino, ScortaIngrediente } from '../modules/magazzino/giacenze.entity.js';
import { Ricevimento, RicevimentoRiga } from '../modules/magazzino/ricevimento.entity.js';
import { MeteoAggiornamento, MeteoGiorno } from '../modules/previsioni/meteo.entity.js';
import { GustoSempreEsposto, Mantecatore, Piano, PianoModifica, PianoRiga } from '../modules/piano/piano.entity.js';
import { Produzione, ProduzioneRiga } from '../modules/produzione/produzione.entity.js';
import { ProfiloBilanciamento } from '../modules/scienza/profilo.entity.js';
import { DispositivoHaccp, RegistrazioneHaccp } from '../modules/haccp/haccp.entity.js';
import { PuntoVendita } from '../modules/punti-vendita/punto-vendita.entity.js';
import { Utente } from '../modules/utenti/utente.entity.js';
import { CaricoVetrina, Porzione, ScartoVetrina, VoceListino } from '../modules/vetrina/vetrina.entity.js';
import { VendutiGiorno, VendutiGusto } from '../modules/vetrina/vetrina-venduti.entity.js';


/** Every entity of the application; a new domain adds its entities here. */
export const entities = [PuntoVendita, Utente, TokenRevocato, TentativoLogin, Attivita, Configurazione, Ingrediente, CategoriaGusto, Allergene, IngredienteAllergene, Gusto, RigaRicetta, GustoVersione, GustoVersioneRiga, ProfiloBilanciamento, EmailLog, Produzione, ProduzioneRiga, RollupGustiMese, RollupGustiMeseTot, RollupGiorno, RollupGustiGiorno, RollupMarginiMese, RollupMarginiGustoMese, RollupMarginiPvAnno, Idempotenza, VoceListino, Porzione, CaricoVetrina, ScartoVetrina, ChiaveApi, Webhook, WebhookConsegna, ModificaCatalogo, LimiteRichieste, DispositivoHaccp, RegistrazioneHaccp, Fornitore, ArticoloFornitore, Ricevimento, RicevimentoRiga, ConsumoLotto, GiacenzaLotto, RettificaMagazzino, ScortaIngrediente, MeteoGiorno, MeteoAggiornamento, Mantecatore, GustoSempreEsposto, Piano, PianoRiga, PianoModifica, VendutiGusto, VendutiGiorno];
