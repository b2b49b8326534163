import type { IconType } from 'react-icons';
import {
  LuBell,
  LuCalculator,
  LuChartLine,
  LuClipboardPen,
  LuShieldAlert,
  LuStore,
} from 'react-icons/lu';

export interface Plan {
  id: 'starter' | 'professional' | 'enterprise';
  name: string;
  /** Monthly price in euro */
  price: number;
  tagline: string;
  items: string[];
  cta: string;
  highlighted?: boolean;
}

export const PLANS: Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 29,
    tagline: 'Per la gelateria che muove i primi passi nel digitale.',
    items: [
      '1 punto vendita',
      'Fino a 3 utenti',
      'Gestione produzione',
      'Analytics di base',
      'Supporto email',
    ],
    cta: 'Scegli Starter',
  },
  {
    id: 'professional',
    name: 'Professional',
    price: 79,
    tagline: 'Per laboratori in crescita con più punti vendita.',
    items: [
      '3 punti vendita',
      'Utenti illimitati',
      'Analytics avanzate',
      'Calcolo PAC e valori nutrizionali',
      'Ottimizzazione costi',
      'Supporto prioritario',
    ],
    cta: 'Prova gratis per 30 giorni',
    highlighted: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 199,
    tagline: 'Per catene e produzioni su larga scala.',
    items: [
      'Punti vendita illimitati',
      'Personalizzazione',
      'API integrate',
      'Analisi scientifiche avanzate',
      'Backup avanzati',
      'Consulenza dedicata',
    ],
    cta: 'Scegli Enterprise',
  },
];

export interface Feature {
  icon: IconType;
  title: string;
  text: string;
}

export const FEATURES: Feature[] = [
  {
    icon: LuClipboardPen,
    title: 'Produzione giornaliera',
    text: 'Registra i kg prodotti per gusto e punto vendita in pochi tocchi, anche da tablet in laboratorio.',
  },
  {
    icon: LuCalculator,
    title: 'Ricette e food cost',
    text: 'Ricette con ingredienti e quantità: il costo al kg di ogni gusto si aggiorna da solo.',
  },
  {
    icon: LuChartLine,
    title: 'Analytics e confronti',
    text: 'Gusti più prodotti, trend mensili, confronto con l’anno precedente ed esportazione in Excel.',
  },
  {
    icon: LuShieldAlert,
    title: 'PAC, POD e allergeni',
    text: 'Potere anticongelante, potere dolcificante, kcal per 100 g e allergeni sempre a portata di mano.',
  },
  {
    icon: LuStore,
    title: 'Punti vendita e ruoli',
    text: 'Amministratori, manager e operatori vedono solo ciò che serve, in ogni punto vendita.',
  },
  {
    icon: LuBell,
    title: 'Notifiche e registri',
    text: 'Email automatiche a fine produzione, storico degli invii e log delle attività del team.',
  },
];

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  initials: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'Da quando usiamo Gelatiere sappiamo ogni sera quanti kg di ogni gusto abbiamo prodotto e quanto ci sono costati. Addio fogli Excel!',
    name: 'Giulia Bianchi',
    role: 'Titolare, Gelateria Il Cono d’Oro — Bologna',
    initials: 'GB',
  },
  {
    quote:
      'Il calcolo del PAC e dei valori nutrizionali ci fa risparmiare ore di lavoro a ogni nuova ricetta. Il laboratorio è finalmente organizzato.',
    name: 'Marco Rossi',
    role: 'Maestro gelatiere, Laboratorio Artigiano — Torino',
    initials: 'MR',
  },
  {
    quote:
      'Con tre punti vendita avevamo bisogno di numeri chiari. Le analytics ci mostrano subito i gusti che vanno di più in ogni negozio.',
    name: 'Elena Conti',
    role: 'Responsabile, Gelaterie del Porto — Napoli',
    initials: 'EC',
  },
];
