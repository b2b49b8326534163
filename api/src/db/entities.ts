import { Attivita } from '../modules/attivita/attivita.entity.js';
import { TentativoLogin, TokenRevocato } from '../modules/auth/auth.entities.js';
import { Configurazione } from '../modules/config/configurazione.entity.js';
import { PuntoVendita } from '../modules/punti-vendita/punto-vendita.entity.js';
import { Utente } from '../modules/utenti/utente.entity.js';

/** Every entity of the application; a new domain adds its entities here. */
export const entities = [PuntoVendita, Utente, TokenRevocato, TentativoLogin, Attivita, Configurazione];
