/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment SessionUser on User {\n    id\n    nome\n    email\n    ruolo\n    puntoVenditaId\n    puntoVenditaNome\n    attivo\n    createdAt\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query CatalogoAllergeni {\n    allergeni(soloAttivi: true) {\n      id\n      nome\n    }\n  }\n": typeof types.CatalogoAllergeniDocument,
    "\n  query EtichettaGusto($gustoId: Int!) {\n    etichetta(gustoId: $gustoId) {\n      denominazione\n      ingredienti {\n        nome\n        percentuale\n        allergene\n        allergeni\n        quid\n        testo\n      }\n      daConsumarsiEntro\n      conservazione\n      operatore {\n        ragioneSociale\n        indirizzo\n        partitaIva\n      }\n      allergeni\n      tracce\n      nutrizioneTesto {\n        energia\n        grassi\n        grassiSaturi\n        carboidrati\n        zuccheri\n        fibre\n        proteine\n        sale\n      }\n      testo\n      avvisi\n    }\n  }\n": typeof types.EtichettaGustoDocument,
    "\n  query VerificaAllergeni {\n    verificaAllergeni {\n      gustiNonSpiegati {\n        id\n        nome\n        attivo\n        allergeni\n      }\n      ingredientiNonDichiarati {\n        id\n        nome\n        attivo\n        gusti\n      }\n    }\n  }\n": typeof types.VerificaAllergeniDocument,
    "\n  query ProduzioneDatiRegistrazione {\n    gusti(includiDisattivi: false) {\n      id\n      nome\n      colore\n      attivo\n      categoria {\n        id\n        nome\n        colore\n        ordine\n      }\n    }\n    puntiVendita {\n      id\n      nome\n      attivo\n    }\n  }\n": typeof types.ProduzioneDatiRegistrazioneDocument,
    "\n  mutation ProduzioneRegistra($input: RegistraProduzioneInput!, $idempotencyKey: String) {\n    registraProduzione(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      data\n      kgTotale\n    }\n  }\n": typeof types.ProduzioneRegistraDocument,
    "\n  query ProduzioneSuggerimento($puntoVenditaId: Int, $data: String) {\n    suggerimentoProduzione(puntoVenditaId: $puntoVenditaId, data: $data) {\n      gustoId\n      kgSuggeriti\n    }\n  }\n": typeof types.ProduzioneSuggerimentoDocument,
    "\n  fragment AnalisiCampi on AnalisiMiscela {\n    massaKg\n    composizione {\n      acqua\n      solidiTotali\n      grassi\n      grassiSaturi\n      slng\n      zuccheri\n      saccarosio\n      glucosio\n      fruttosio\n      lattosio\n      maltosio\n      proteine\n      fibre\n      alcol\n      sale\n      stabilizzanti\n      altriSolidi\n    }\n    pacTotale\n    pacSaliLatte\n    hf\n    pod\n    absPac\n    puntoCongelamento\n    temperaturaServizio\n    durezzaVetrina {\n      puntoVenditaId\n      temperatura\n      percentuale\n    }\n    densitaMix\n    copertura {\n      percentuale\n      ingredientiSenzaComposizione {\n        id\n        nome\n      }\n    }\n    curva {\n      x\n      temperatura\n      temperaturaDurezza\n    }\n    controlli {\n      chiave\n      valore\n      min\n      max\n      esito\n    }\n    profilo {\n      id\n      nome\n    }\n    foodCost\n  }\n": typeof types.AnalisiCampiFragmentDoc,
    "\n  query OpzioniScienza {\n    profiliBilanciamento {\n      id\n      nome\n      predefinito\n    }\n    puntiVendita {\n      id\n      nome\n      attivo\n      temperaturaVetrina\n    }\n  }\n": typeof types.OpzioniScienzaDocument,
    "\n  query AnalisiRicetta($input: AnalisiRicettaInput!) {\n    analisiRicetta(input: $input) {\n      ...AnalisiCampi\n    }\n  }\n": typeof types.AnalisiRicettaDocument,
    "\n  mutation BilanciaRicetta($input: BilanciaRicettaInput!) {\n    bilanciaRicetta(input: $input) {\n      fattibile\n      righe {\n        ingredienteId\n        quantita\n        unita\n      }\n      foodCost\n      obiettiviMancati {\n        chiave\n        valore\n        min\n        max\n        scarto\n        messaggio\n      }\n      vincoliAttivi {\n        chiave\n        descrizione\n      }\n      analisi {\n        ...AnalisiCampi\n      }\n    }\n  }\n": typeof types.BilanciaRicettaDocument,
    "\n  query AnalisiGusto($id: Int!, $puntoVenditaId: Int) {\n    gusto(id: $id) {\n      id\n      nome\n      colore\n      foodCost\n      analisi(puntoVenditaId: $puntoVenditaId) {\n        ...AnalisiCampi\n      }\n    }\n  }\n": typeof types.AnalisiGustoDocument,
    "\n  query AnalyticsOpzioni($staff: Boolean!) {\n    puntiVendita {\n      id\n      nome\n      attivo\n    }\n    gusti(includiDisattivi: $staff) {\n      id\n      nome\n    }\n    categorieGusti(soloAttive: true) @include(if: $staff) {\n      id\n      nome\n    }\n    ingredienti(includiDisattivi: true) @include(if: $staff) {\n      id\n      nome\n    }\n    utenti @include(if: $staff) {\n      id\n      nome\n      attivo\n    }\n  }\n": typeof types.AnalyticsOpzioniDocument,
    "\n  query AnalyticsCards($filtro: AnalyticsFiltro, $conCosti: Boolean!) {\n    analytics(filtro: $filtro) {\n      dashboard {\n        oggi\n        produzioneOggi {\n          kgTotale\n          produzioni\n          costoTotale @include(if: $conCosti)\n        }\n        produzioneMese {\n          kgTotale\n          produzioni\n        }\n        totali {\n          gustiAttivi\n        }\n      }\n    }\n  }\n": typeof types.AnalyticsCardsDocument,
    "\n  query AnalyticsConfronto($filtro: AnalyticsFiltro, $conCosti: Boolean!) {\n    analytics(filtro: $filtro) {\n      confronto {\n        annoCorrente {\n          ...AnalyticsAnnoConfrontoCampi\n        }\n        annoPrecedente {\n          ...AnalyticsAnnoConfrontoCampi\n        }\n        variazioni {\n          kgPercentuale\n          costoPercentuale @include(if: $conCosti)\n          marginePercentuale @include(if: $conCosti)\n          margineFonte @include(if: $conCosti)\n        }\n      }\n    }\n  }\n\n  fragment AnalyticsAnnoConfrontoCampi on AnalyticsAnnoConfronto {\n    anno\n    kgTotale\n    costoTotale @include(if: $conCosti)\n    margine @include(if: $conCosti)\n    margineFonte @include(if: $conCosti)\n    margineStimato @include(if: $conCosti)\n    datiMensili {\n      mese\n      kgTotale\n      margine @include(if: $conCosti)\n      margineFonte @include(if: $conCosti)\n    }\n  }\n": typeof types.AnalyticsConfrontoDocument,
    "\n  query AnalyticsTopGusti($filtro: AnalyticsFiltro, $limite: Int, $conCosti: Boolean!) {\n    analytics(filtro: $filtro) {\n      topGusti(limite: $limite) {\n        gustoId\n        nome\n        categoria\n        colore\n        totaleKg\n        percentuale\n        mediaMensile\n        trend\n        margine @include(if: $conCosti)\n        margineKg @include(if: $conCosti)\n        margineFonte @include(if: $conCosti)\n      }\n    }\n  }\n": typeof types.AnalyticsTopGustiDocument,
    "\n  query AnalyticsIngredienti($filtro: AnalyticsFiltro, $limite: Int, $conCosti: Boolean!) {\n    analytics(filtro: $filtro) {\n      ingredienti(limite: $limite) {\n        ingredienteId\n        nome\n        consumoTotale\n        unita\n        costoTotale @include(if: $conCosti)\n        trend\n        utilizzoGusti {\n          gustoId\n          gustoNome\n        }\n      }\n    }\n  }\n": typeof types.AnalyticsIngredientiDocument,
    "\n  query AnalyticsMargini($filtro: AnalyticsFiltro) {\n    analytics(filtro: $filtro) {\n      margini {\n        totale {\n          kg\n          kgVenduti\n          ricavo\n          costo\n          margine\n          margineKg\n          marginePercentuale\n          margineFonte\n        }\n        gusti {\n          gustoId\n          nome\n          categoria\n          colore\n          kg\n          kgVenduti\n          ricavo\n          costo\n          margine\n          margineKg\n          marginePercentuale\n          margineFonte\n        }\n      }\n    }\n  }\n": typeof types.AnalyticsMarginiDocument,
    "\n  query AnalyticsPrevisione($puntoVenditaId: Int!) {\n    accuratezzaPrevisioni(puntoVenditaId: $puntoVenditaId) {\n      puntoVenditaId\n      wmapeModello\n      wmapeIngenuo\n      wmapeRegola4Settimane\n      settimane\n      giorni\n    }\n  }\n": typeof types.AnalyticsPrevisioneDocument,
    "\n  query Dashboard($conCosti: Boolean!) {\n    analytics {\n      dashboard {\n        oggi\n        prezzoVenditaKg @include(if: $conCosti)\n        produzioneOggi {\n          kgTotale\n          produzioni\n          costoTotale @include(if: $conCosti)\n          margine @include(if: $conCosti)\n        }\n        produzioneMese {\n          kgTotale\n          produzioni\n          costoTotale @include(if: $conCosti)\n          margine @include(if: $conCosti)\n        }\n        totali {\n          produzioni\n          kgTotale\n          costoTotale @include(if: $conCosti)\n          utentiAttivi\n          gustiAttivi\n        }\n        produzioneGiornaliera {\n          data\n          kgTotale\n          produzioni\n        }\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  query StoricoEmail($limit: Int, $offset: Int, $tipo: TipoEmail, $stato: StatoEmail) {\n    emailLog(limit: $limit, offset: $offset, tipo: $tipo, stato: $stato) {\n      total\n      emails {\n        id\n        tipo\n        destinatari\n        oggetto\n        stato\n        dataCreazione\n        dataInvio\n        messaggioErrore\n        tentativi\n      }\n    }\n  }\n": typeof types.StoricoEmailDocument,
    "\n  query StoricoEmailDettaglio($id: Int!) {\n    emailLogDettaglio(id: $id) {\n      id\n      tipo\n      stato\n      oggetto\n      destinatari\n      dataCreazione\n      dataInvio\n      messaggioErrore\n      riferimentoTipo\n      riferimentoId\n      provider\n      tentativi\n      prossimoTentativo\n      contenuto\n      testo\n      datiAggiuntivi\n    }\n  }\n": typeof types.StoricoEmailDettaglioDocument,
    "\n  query FoglioPesata($gustoId: Int!, $kg: Float, $vaschette: Int, $volumeL: Float, $overrun: Float) {\n    foglioPesata(gustoId: $gustoId, kg: $kg, vaschette: $vaschette, volumeL: $volumeL, overrun: $overrun) {\n      gustoId\n      nome\n      versione\n      tipo\n      modo\n      kgMix\n      densitaMix\n      vaschette\n      volumeL\n      overrun\n      capacitaMinKg\n      capacitaMaxKg\n      risoluzioneG\n      kgCiclo\n      cicli {\n        numero\n        kg\n        righe {\n          ingredienteId\n          nome\n          unita\n          quantita\n          grammi\n        }\n      }\n      allergeni\n      tracce\n      note\n      avvisi\n    }\n  }\n": typeof types.FoglioPesataDocument,
    "\n  query FoglioPesataCosti($gustoId: Int!, $kg: Float, $vaschette: Int, $volumeL: Float, $overrun: Float) {\n    foglioPesata(gustoId: $gustoId, kg: $kg, vaschette: $vaschette, volumeL: $volumeL, overrun: $overrun) {\n      gustoId\n      foodCostKg\n      costoLotto\n    }\n  }\n": typeof types.FoglioPesataCostiDocument,
    "\n  query ImpostazioniLaboratorio {\n    impostazioniLaboratorio {\n      capacitaMinKg\n      capacitaMaxKg\n      risoluzioneG\n      risoluzionePrecisioneG\n      sogliaPrecisioneG\n      overrunGelato\n      overrunSorbetto\n      shelfLifeGelatoGiorni\n      shelfLifeSorbettoGiorni\n      ragioneSociale\n      indirizzo\n      partitaIva\n    }\n  }\n": typeof types.ImpostazioniLaboratorioDocument,
    "\n  mutation ImpostaLaboratorio($input: ImpostaLaboratorioInput!) {\n    impostaLaboratorio(input: $input) {\n      capacitaMinKg\n      capacitaMaxKg\n      risoluzioneG\n      risoluzionePrecisioneG\n      sogliaPrecisioneG\n      overrunGelato\n      overrunSorbetto\n      shelfLifeGelatoGiorni\n      shelfLifeSorbettoGiorni\n      ragioneSociale\n      indirizzo\n      partitaIva\n    }\n  }\n": typeof types.ImpostaLaboratorioDocument,
    "\n  fragment GestioneGustoCampi on Gusto {\n    id\n    nome\n    descrizione\n    categoriaId\n    categoria {\n      id\n      nome\n      colore\n    }\n    colore\n    stagionale\n    attivo\n    noteProduzione\n    profiloId\n    foodCost\n    pac\n    pod\n    pacKg\n    podKg\n    massaKg\n    kcal\n    ricetta {\n      id\n      ingredienteId\n      nome\n      quantita\n      unita\n      unitaMisura\n      ingredienteAttivo\n      ruolo\n      caratterizzante\n    }\n    allergeni {\n      id\n      nome\n    }\n  }\n": typeof types.GestioneGustoCampiFragmentDoc,
    "\n  query GestioneGusti($includiDisattivi: Boolean) {\n    gusti(includiDisattivi: $includiDisattivi) {\n      ...GestioneGustoCampi\n    }\n  }\n": typeof types.GestioneGustiDocument,
    "\n  query DatiFormGusto {\n    categorieGusti(soloAttive: true) {\n      id\n      nome\n      colore\n      attivo\n      profilo {\n        id\n        nome\n      }\n    }\n    allergeni(soloAttivi: true) {\n      id\n      nome\n      codice\n      attivo\n    }\n    ingredienti(includiDisattivi: true) {\n      id\n      nome\n      unitaMisura\n      costoPerUnita\n      calorie\n      densita\n      pac\n      pod\n      attivo\n      allergeniContiene\n      allergeniTracce\n    }\n  }\n": typeof types.DatiFormGustoDocument,
    "\n  mutation CreaGusto($input: GustoInput!) {\n    creaGusto(input: $input) {\n      ...GestioneGustoCampi\n    }\n  }\n": typeof types.CreaGustoDocument,
    "\n  mutation AggiornaGusto($id: Int!, $input: AggiornaGustoInput!) {\n    aggiornaGusto(id: $id, input: $input) {\n      ...GestioneGustoCampi\n    }\n  }\n": typeof types.AggiornaGustoDocument,
    "\n  mutation DuplicaGusto($id: Int!) {\n    duplicaGusto(id: $id) {\n      ...GestioneGustoCampi\n    }\n  }\n": typeof types.DuplicaGustoDocument,
    "\n  mutation AttivaGusto($id: Int!) {\n    attivaGusto(id: $id) {\n      ...GestioneGustoCampi\n    }\n  }\n": typeof types.AttivaGustoDocument,
    "\n  mutation DisattivaGusto($id: Int!) {\n    disattivaGusto(id: $id) {\n      ...GestioneGustoCampi\n    }\n  }\n": typeof types.DisattivaGustoDocument,
    "\n  fragment ProfiloBilanciamentoCampi on ProfiloBilanciamento {\n    id\n    nome\n    predefinito\n    obiettivi {\n      chiave\n      min\n      max\n    }\n    temperaturaServizio {\n      min\n      max\n    }\n  }\n": typeof types.ProfiloBilanciamentoCampiFragmentDoc,
    "\n  query ProfiliBilanciamento {\n    profiliBilanciamento {\n      ...ProfiloBilanciamentoCampi\n    }\n  }\n": typeof types.ProfiliBilanciamentoDocument,
    "\n  mutation CreaProfiloBilanciamento($input: ProfiloBilanciamentoInput!) {\n    creaProfiloBilanciamento(input: $input) {\n      ...ProfiloBilanciamentoCampi\n    }\n  }\n": typeof types.CreaProfiloBilanciamentoDocument,
    "\n  mutation AggiornaProfiloBilanciamento($id: Int!, $input: AggiornaProfiloBilanciamentoInput!) {\n    aggiornaProfiloBilanciamento(id: $id, input: $input) {\n      ...ProfiloBilanciamentoCampi\n    }\n  }\n": typeof types.AggiornaProfiloBilanciamentoDocument,
    "\n  mutation EliminaProfiloBilanciamento($id: Int!) {\n    eliminaProfiloBilanciamento(id: $id)\n  }\n": typeof types.EliminaProfiloBilanciamentoDocument,
    "\n  query VersioniRicetta($gustoId: Int!) {\n    versioniRicetta(gustoId: $gustoId) {\n      numero\n      data\n      autore\n      nota\n      foodCost\n      pacKg\n      corrente\n    }\n  }\n": typeof types.VersioniRicettaDocument,
    "\n  query VersioneRicetta($gustoId: Int!, $numero: Int!) {\n    versioneRicetta(gustoId: $gustoId, numero: $numero) {\n      numero\n      foodCost\n      pacKg\n      massaKg\n      righe {\n        ingredienteId\n        nome\n        quantita\n        unita\n        unitaMisura\n      }\n    }\n  }\n": typeof types.VersioneRicettaDocument,
    "\n  mutation RipristinaVersioneRicetta($gustoId: Int!, $numero: Int!) {\n    ripristinaVersioneRicetta(gustoId: $gustoId, numero: $numero) {\n      id\n      versione\n    }\n  }\n": typeof types.RipristinaVersioneRicettaDocument,
    "\n  fragment ImpostazioniAllergeneFields on Allergene {\n    id\n    nome\n    codice\n    descrizione\n    regolamentazione\n    attivo\n  }\n": typeof types.ImpostazioniAllergeneFieldsFragmentDoc,
    "\n  query ImpostazioniAllergeni {\n    allergeni {\n      ...ImpostazioniAllergeneFields\n    }\n  }\n": typeof types.ImpostazioniAllergeniDocument,
    "\n  mutation CreaAllergene($input: AllergeneInput!) {\n    creaAllergene(input: $input) {\n      ...ImpostazioniAllergeneFields\n    }\n  }\n": typeof types.CreaAllergeneDocument,
    "\n  mutation AggiornaAllergene($id: Int!, $input: AggiornaAllergeneInput!) {\n    aggiornaAllergene(id: $id, input: $input) {\n      ...ImpostazioniAllergeneFields\n    }\n  }\n": typeof types.AggiornaAllergeneDocument,
    "\n  mutation EliminaAllergene($id: Int!) {\n    eliminaAllergene(id: $id)\n  }\n": typeof types.EliminaAllergeneDocument,
    "\n  fragment ImpostazioniCategoriaGustoFields on CategoriaGusto {\n    id\n    nome\n    descrizione\n    colore\n    ordine\n    attivo\n  }\n": typeof types.ImpostazioniCategoriaGustoFieldsFragmentDoc,
    "\n  query ImpostazioniCategorieGusti {\n    categorieGusti {\n      ...ImpostazioniCategoriaGustoFields\n    }\n  }\n": typeof types.ImpostazioniCategorieGustiDocument,
    "\n  mutation CreaCategoriaGusto($input: CategoriaGustoInput!) {\n    creaCategoriaGusto(input: $input) {\n      ...ImpostazioniCategoriaGustoFields\n    }\n  }\n": typeof types.CreaCategoriaGustoDocument,
    "\n  mutation AggiornaCategoriaGusto($id: Int!, $input: AggiornaCategoriaGustoInput!) {\n    aggiornaCategoriaGusto(id: $id, input: $input) {\n      ...ImpostazioniCategoriaGustoFields\n    }\n  }\n": typeof types.AggiornaCategoriaGustoDocument,
    "\n  mutation EliminaCategoriaGusto($id: Int!) {\n    eliminaCategoriaGusto(id: $id)\n  }\n": typeof types.EliminaCategoriaGustoDocument,
    "\n  query ConfigurazioneEmail {\n    emailConfig {\n      chiave\n      valore\n      descrizione\n    }\n  }\n": typeof types.ConfigurazioneEmailDocument,
    "\n  mutation SalvaEmailConfig($configs: [EmailConfigEntryInput!]!) {\n    salvaEmailConfig(configs: $configs) {\n      success\n      message\n    }\n  }\n": typeof types.SalvaEmailConfigDocument,
    "\n  mutation InviaEmailTest($email: String) {\n    inviaEmailTest(email: $email) {\n      success\n      message\n      emailId\n    }\n  }\n": typeof types.InviaEmailTestDocument,
    "\n  fragment GestioneIngredienteCampi on Ingrediente {\n    id\n    nome\n    descrizione\n    costoPerUnita\n    unitaMisura\n    fornitore\n    calorie\n    carboidrati\n    zuccheri\n    grassi\n    proteine\n    sale\n    pac\n    pod\n    pacPodDerivati\n    acqua\n    grassiSaturi\n    fibre\n    slng\n    saccarosio\n    glucosio\n    fruttosio\n    lattosio\n    maltosio\n    alcol\n    burroCacao\n    solidiCacao\n    grassiFruttaSecca\n    stabilizzanti\n    densita\n    sciroppoGlucosio\n    de\n    eritritolo\n    maltitolo\n    sorbitolo\n    trealosio\n    inulina\n    polidestrosio\n    sucralosio\n    glicosidiSteviolo\n    allergeniContiene\n    allergeniTracce\n    allergeniDichiarati\n    nomeEtichetta\n    caratterizzante\n    pesoPezzoG\n    ingredientiComposti\n    additivo {\n      categoria\n      nome\n      eNumero\n    }\n    attivo\n  }\n": typeof types.GestioneIngredienteCampiFragmentDoc,
    "\n  query GestioneIngredienti($includiDisattivi: Boolean) {\n    ingredienti(includiDisattivi: $includiDisattivi) {\n      ...GestioneIngredienteCampi\n    }\n  }\n": typeof types.GestioneIngredientiDocument,
    "\n  query StatisticheIngredienti($dataInizio: String, $dataFine: String) {\n    statisticheIngredienti(dataInizio: $dataInizio, dataFine: $dataFine) {\n      periodo {\n        dataInizio\n        dataFine\n      }\n      totali {\n        ingredientiAnalizzati\n        kgTotaliProdotti\n        quantitaTotaleUtilizzata\n        costoTotale\n      }\n      statistiche {\n        id\n        nome\n        gustiUtilizzati\n        kgProdottiTotali\n        quantitaUtilizzataKg\n        quantitaUtilizzata\n        costoPerUnita\n        unitaMisura\n        costoTotaleUtilizzato\n        costoMedioEffettivo\n        fornitore\n      }\n    }\n  }\n": typeof types.StatisticheIngredientiDocument,
    "\n  mutation CreaIngrediente($input: IngredienteInput!) {\n    creaIngrediente(input: $input) {\n      ...GestioneIngredienteCampi\n    }\n  }\n": typeof types.CreaIngredienteDocument,
    "\n  mutation AggiornaIngrediente($id: Int!, $input: AggiornaIngredienteInput!) {\n    aggiornaIngrediente(id: $id, input: $input) {\n      ...GestioneIngredienteCampi\n    }\n  }\n": typeof types.AggiornaIngredienteDocument,
    "\n  mutation AttivaIngrediente($id: Int!) {\n    attivaIngrediente(id: $id) {\n      ...GestioneIngredienteCampi\n    }\n  }\n": typeof types.AttivaIngredienteDocument,
    "\n  mutation DisattivaIngrediente($id: Int!) {\n    disattivaIngrediente(id: $id) {\n      ...GestioneIngredienteCampi\n    }\n  }\n": typeof types.DisattivaIngredienteDocument,
    "\n  query LibreriaIngredienti {\n    libreriaIngredienti {\n      codice\n      nome\n      descrizione\n      unitaMisura\n      fonte\n      allergeni\n      calorie\n      carboidrati\n      zuccheri\n      grassi\n      proteine\n      sale\n      acqua\n      grassiSaturi\n      fibre\n      slng\n      saccarosio\n      glucosio\n      fruttosio\n      lattosio\n      maltosio\n      alcol\n      burroCacao\n      solidiCacao\n      grassiFruttaSecca\n      stabilizzanti\n      densita\n      sciroppoGlucosio\n      de\n      eritritolo\n      maltitolo\n      sorbitolo\n      trealosio\n      inulina\n      polidestrosio\n      sucralosio\n      glicosidiSteviolo\n      pac\n      pod\n    }\n  }\n": typeof types.LibreriaIngredientiDocument,
    "\n  query ChiaviApi {\n    chiaviApi {\n      id\n      nome\n      prefisso\n      scopes\n      scadenza\n      ipConsentiti\n      creataIl\n      revocataIl\n      ultimoUsoIl\n      ultimoUsoIp\n    }\n  }\n": typeof types.ChiaviApiDocument,
    "\n  mutation CreaChiaveApi($nome: String!, $scopes: [String!]!, $scadenza: String, $ipConsentiti: [String!]) {\n    creaChiaveApi(nome: $nome, scopes: $scopes, scadenza: $scadenza, ipConsentiti: $ipConsentiti) {\n      chiave\n      chiaveApi {\n        id\n        nome\n        prefisso\n      }\n    }\n  }\n": typeof types.CreaChiaveApiDocument,
    "\n  mutation RevocaChiaveApi($id: Int!) {\n    revocaChiaveApi(id: $id) {\n      id\n      revocataIl\n    }\n  }\n": typeof types.RevocaChiaveApiDocument,
    "\n  query Webhooks {\n    webhooks {\n      id\n      url\n      eventi\n      attivo\n      creatoIl\n      failingSince\n    }\n  }\n": typeof types.WebhooksDocument,
    "\n  mutation CreaWebhook($url: String!, $eventi: [String!]!) {\n    creaWebhook(url: $url, eventi: $eventi) {\n      segreto\n      webhook {\n        id\n        url\n      }\n    }\n  }\n": typeof types.CreaWebhookDocument,
    "\n  mutation EliminaWebhook($id: Int!) {\n    eliminaWebhook(id: $id)\n  }\n": typeof types.EliminaWebhookDocument,
    "\n  query ConsegneWebhook($webhookId: Int) {\n    consegneWebhook(webhookId: $webhookId) {\n      id\n      webhookId\n      tipo\n      stato\n      statusCode\n      durataMs\n      tentativi\n      errore\n      createdAt\n      inviataIl\n      prossimoTentativo\n    }\n  }\n": typeof types.ConsegneWebhookDocument,
    "\n  mutation ReinviaConsegnaWebhook($id: Int!) {\n    reinviaConsegnaWebhook(id: $id) {\n      id\n      stato\n      tentativi\n      prossimoTentativo\n    }\n  }\n": typeof types.ReinviaConsegnaWebhookDocument,
    "\n  query Listino {\n    listino {\n      gustoId\n      puntoVenditaId\n      prezzoKg\n    }\n    prezzoListinoPredefinito\n  }\n": typeof types.ListinoDocument,
    "\n  mutation ListinoImpostaPrezzo($input: PrezzoListinoInput!) {\n    impostaPrezzoListino(input: $input) {\n      gustoId\n      puntoVenditaId\n      prezzoKg\n    }\n  }\n": typeof types.ListinoImpostaPrezzoDocument,
    "\n  mutation ListinoEliminaPrezzo($gustoId: Int!, $puntoVenditaId: Int) {\n    eliminaPrezzoListino(gustoId: $gustoId, puntoVenditaId: $puntoVenditaId) {\n      gustoId\n    }\n  }\n": typeof types.ListinoEliminaPrezzoDocument,
    "\n  mutation ListinoAumenta($input: AumentoListinoInput!) {\n    aumentaListino(input: $input) {\n      gustoId\n      puntoVenditaId\n      prezzoKg\n    }\n  }\n": typeof types.ListinoAumentaDocument,
    "\n  query ListinoPorzioni($puntoVenditaId: Int) {\n    porzioni(puntoVenditaId: $puntoVenditaId) {\n      id\n      puntoVenditaId\n      tipo\n      grammi\n      prezzo\n      prezzoKg\n    }\n  }\n": typeof types.ListinoPorzioniDocument,
    "\n  mutation ListinoImpostaPorzione($input: PorzioneInput!) {\n    impostaPorzione(input: $input) {\n      id\n      puntoVenditaId\n      tipo\n      grammi\n      prezzo\n      prezzoKg\n    }\n  }\n": typeof types.ListinoImpostaPorzioneDocument,
    "\n  mutation ListinoEliminaPorzione($puntoVenditaId: Int!, $tipo: TipoPorzione!) {\n    eliminaPorzione(puntoVenditaId: $puntoVenditaId, tipo: $tipo) {\n      id\n    }\n  }\n": typeof types.ListinoEliminaPorzioneDocument,
    "\n  query LogAttivita($limite: Int!, $offset: Int!) {\n    logAttivita(limite: $limite, offset: $offset) {\n      totale\n      righe {\n        id\n        utenteId\n        utenteNome\n        utenteEmail\n        azione\n        dettagli\n        ipAddress\n        createdAt\n      }\n    }\n  }\n": typeof types.LogAttivitaDocument,
    "\n  mutation EliminaLogAttivita($id: Int!) {\n    eliminaLogAttivita(id: $id)\n  }\n": typeof types.EliminaLogAttivitaDocument,
    "\n  fragment GestionePuntoVenditaFields on PuntoVendita {\n    id\n    nome\n    indirizzo\n    attivo\n    temperaturaVetrina\n    latitudine\n    longitudine\n    santoPatrono\n    createdAt\n  }\n": typeof types.GestionePuntoVenditaFieldsFragmentDoc,
    "\n  query GestionePuntiVendita {\n    puntiVendita {\n      ...GestionePuntoVenditaFields\n    }\n  }\n": typeof types.GestionePuntiVenditaDocument,
    "\n  mutation CreaPuntoVendita($input: PuntoVenditaInput!) {\n    creaPuntoVendita(input: $input) {\n      ...GestionePuntoVenditaFields\n    }\n  }\n": typeof types.CreaPuntoVenditaDocument,
    "\n  mutation AggiornaPuntoVendita($id: Int!, $input: AggiornaPuntoVenditaInput!) {\n    aggiornaPuntoVendita(id: $id, input: $input) {\n      ...GestionePuntoVenditaFields\n    }\n  }\n": typeof types.AggiornaPuntoVenditaDocument,
    "\n  mutation EliminaPuntoVendita($id: Int!) {\n    eliminaPuntoVendita(id: $id)\n  }\n": typeof types.EliminaPuntoVenditaDocument,
    "\n  query ImpostazioniDatabaseStats {\n    adminStats {\n      utenti\n      gusti\n      ingredienti\n      puntiVendita\n      categorieGusti\n      allergeni\n      produzioneTotale\n      produzioneUltimoMese\n      produzioni\n    }\n  }\n": typeof types.ImpostazioniDatabaseStatsDocument,
    "\n  mutation ResetDatabase($password: String!) {\n    resetDatabase(password: $password) {\n      success\n      message\n    }\n  }\n": typeof types.ResetDatabaseDocument,
    "\n  query PrezzoVenditaKg {\n    configurazioni {\n      chiave\n      valore\n    }\n  }\n": typeof types.PrezzoVenditaKgDocument,
    "\n  mutation ImpostaPrezzoVendita($valore: String!) {\n    impostaConfigurazione(chiave: \"prezzo_vendita_kg\", valore: $valore) {\n      chiave\n      valore\n    }\n  }\n": typeof types.ImpostaPrezzoVenditaDocument,
    "\n  fragment StoricoProduzioneCampi on Produzione {\n    id\n    data\n    puntoVenditaId\n    puntoVenditaNome\n    operatoreId\n    operatoreNome\n    kgTotale\n    note\n    inviatoEmail\n    createdAt\n    costoTotale @include(if: $conCosti)\n    gusti {\n      gustoId\n      gustoNome\n      gustoCategoria\n      gustoColore\n      quantitaKg\n      foodCost @include(if: $conCosti)\n    }\n  }\n": typeof types.StoricoProduzioneCampiFragmentDoc,
    "\n  query StoricoProduzioni(\n    $filtro: FiltroProduzioni\n    $ordinamento: OrdinamentoProduzioni\n    $limit: Int\n    $offset: Int\n    $conCosti: Boolean!\n  ) {\n    produzioni(filtro: $filtro, ordinamento: $ordinamento, limit: $limit, offset: $offset) {\n      totale\n      righe {\n        ...StoricoProduzioneCampi\n      }\n    }\n  }\n": typeof types.StoricoProduzioniDocument,
    "\n  query StoricoDatiFiltri($gestione: Boolean!) {\n    puntiVendita {\n      id\n      nome\n      attivo\n    }\n    gusti(includiDisattivi: $gestione) {\n      id\n      nome\n      attivo\n      colore\n      categoria {\n        id\n        nome\n      }\n      foodCost @include(if: $gestione)\n    }\n    utenti @include(if: $gestione) {\n      id\n      nome\n    }\n  }\n": typeof types.StoricoDatiFiltriDocument,
    "\n  mutation StoricoModificaProduzione($id: Int!, $input: ModificaProduzioneInput!, $conCosti: Boolean!) {\n    modificaProduzione(id: $id, input: $input) {\n      ...StoricoProduzioneCampi\n    }\n  }\n": typeof types.StoricoModificaProduzioneDocument,
    "\n  mutation StoricoEliminaProduzione($id: Int!) {\n    eliminaProduzione(id: $id)\n  }\n": typeof types.StoricoEliminaProduzioneDocument,
    "\n  mutation StoricoInviaEmailProduzione($id: Int!) {\n    inviaEmailProduzione(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.StoricoInviaEmailProduzioneDocument,
    "\n  fragment GestioneUtenteFields on User {\n    id\n    nome\n    email\n    ruolo\n    puntoVenditaId\n    puntoVenditaNome\n    attivo\n    createdAt\n  }\n": typeof types.GestioneUtenteFieldsFragmentDoc,
    "\n  query GestioneUtenti {\n    utenti {\n      ...GestioneUtenteFields\n    }\n  }\n": typeof types.GestioneUtentiDocument,
    "\n  query GestioneUtentiPuntiVendita {\n    puntiVendita {\n      id\n      nome\n      attivo\n    }\n  }\n": typeof types.GestioneUtentiPuntiVenditaDocument,
    "\n  mutation CreaUtente($input: CreaUtenteInput!) {\n    creaUtente(input: $input) {\n      ...GestioneUtenteFields\n    }\n  }\n": typeof types.CreaUtenteDocument,
    "\n  mutation AggiornaUtente($id: Int!, $input: AggiornaUtenteInput!) {\n    aggiornaUtente(id: $id, input: $input) {\n      ...GestioneUtenteFields\n    }\n  }\n": typeof types.AggiornaUtenteDocument,
    "\n  mutation EliminaUtente($id: Int!) {\n    eliminaUtente(id: $id) {\n      ...GestioneUtenteFields\n    }\n  }\n": typeof types.EliminaUtenteDocument,
    "\n  query VetrinaGiorno($puntoVenditaId: Int, $data: String) {\n    vetrina(puntoVenditaId: $puntoVenditaId, data: $data) {\n      puntoVenditaId\n      data\n      carichi {\n        id\n        gustoId\n        gustoNome\n        gustoColore\n        produzioneId\n        kg\n        kgRimasti\n      }\n      scarti {\n        id\n        gustoId\n        gustoNome\n        gustoColore\n        kg\n        motivo\n      }\n    }\n  }\n": typeof types.VetrinaGiornoDocument,
    "\n  query VetrinaRiepilogo($puntoVenditaId: Int, $dal: String, $al: String, $costi: Boolean!) {\n    riepilogoVetrina(puntoVenditaId: $puntoVenditaId, dal: $dal, al: $al) {\n      gustoId\n      nome\n      kgCaricati\n      kgVenduti\n      kgScarto\n      sellThrough\n      scartoPercentuale\n      ricavo @include(if: $costi)\n      margine @include(if: $costi)\n    }\n  }\n": typeof types.VetrinaRiepilogoDocument,
    "\n  query VetrinaProduzioniGiorno($filtro: FiltroProduzioni) {\n    produzioni(filtro: $filtro, limit: 100) {\n      righe {\n        id\n        gusti {\n          gustoId\n          gustoNome\n          gustoColore\n          quantitaKg\n        }\n      }\n    }\n  }\n": typeof types.VetrinaProduzioniGiornoDocument,
    "\n  mutation VetrinaCaricaVaschetta($input: CaricoVetrinaInput!, $idempotencyKey: String) {\n    caricaVaschetta(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": typeof types.VetrinaCaricaVaschettaDocument,
    "\n  mutation VetrinaChiudiVaschetta($input: ChiusuraVetrinaInput!, $idempotencyKey: String) {\n    chiudiVaschetta(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      kgRimasti\n    }\n  }\n": typeof types.VetrinaChiudiVaschettaDocument,
    "\n  mutation VetrinaRegistraScarto($input: ScartoVetrinaInput!, $idempotencyKey: String) {\n    registraScarto(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": typeof types.VetrinaRegistraScartoDocument,
    "\n  mutation VetrinaCorreggiChiusura($input: ChiusuraVetrinaInput!) {\n    correggiChiusuraVaschetta(input: $input) {\n      id\n      kg\n      kgRimasti\n    }\n  }\n": typeof types.VetrinaCorreggiChiusuraDocument,
};
const documents: Documents = {
    "\n  fragment SessionUser on User {\n    id\n    nome\n    email\n    ruolo\n    puntoVenditaId\n    puntoVenditaNome\n    attivo\n    createdAt\n  }\n": types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query CatalogoAllergeni {\n    allergeni(soloAttivi: true) {\n      id\n      nome\n    }\n  }\n": types.CatalogoAllergeniDocument,
    "\n  query EtichettaGusto($gustoId: Int!) {\n    etichetta(gustoId: $gustoId) {\n      denominazione\n      ingredienti {\n        nome\n        percentuale\n        allergene\n        allergeni\n        quid\n        testo\n      }\n      daConsumarsiEntro\n      conservazione\n      operatore {\n        ragioneSociale\n        indirizzo\n        partitaIva\n      }\n      allergeni\n      tracce\n      nutrizioneTesto {\n        energia\n        grassi\n        grassiSaturi\n        carboidrati\n        zuccheri\n        fibre\n        proteine\n        sale\n      }\n      testo\n      avvisi\n    }\n  }\n": types.EtichettaGustoDocument,
    "\n  query VerificaAllergeni {\n    verificaAllergeni {\n      gustiNonSpiegati {\n        id\n        nome\n        attivo\n        allergeni\n      }\n      ingredientiNonDichiarati {\n        id\n        nome\n        attivo\n        gusti\n      }\n    }\n  }\n": types.VerificaAllergeniDocument,
    "\n  query ProduzioneDatiRegistrazione {\n    gusti(includiDisattivi: false) {\n      id\n      nome\n      colore\n      attivo\n      categoria {\n        id\n        nome\n        colore\n        ordine\n      }\n    }\n    puntiVendita {\n      id\n      nome\n      attivo\n    }\n  }\n": types.ProduzioneDatiRegistrazioneDocument,
    "\n  mutation ProduzioneRegistra($input: RegistraProduzioneInput!, $idempotencyKey: String) {\n    registraProduzione(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      data\n      kgTotale\n    }\n  }\n": types.ProduzioneRegistraDocument,
    "\n  query ProduzioneSuggerimento($puntoVenditaId: Int, $data: String) {\n    suggerimentoProduzione(puntoVenditaId: $puntoVenditaId, data: $data) {\n      gustoId\n      kgSuggeriti\n    }\n  }\n": types.ProduzioneSuggerimentoDocument,
    "\n  fragment AnalisiCampi on AnalisiMiscela {\n    massaKg\n    composizione {\n      acqua\n      solidiTotali\n      grassi\n      grassiSaturi\n      slng\n      zuccheri\n      saccarosio\n      glucosio\n      fruttosio\n      lattosio\n      maltosio\n      proteine\n      fibre\n      alcol\n      sale\n      stabilizzanti\n      altriSolidi\n    }\n    pacTotale\n    pacSaliLatte\n    hf\n    pod\n    absPac\n    puntoCongelamento\n    temperaturaServizio\n    durezzaVetrina {\n      puntoVenditaId\n      temperatura\n      percentuale\n    }\n    densitaMix\n    copertura {\n      percentuale\n      ingredientiSenzaComposizione {\n        id\n        nome\n      }\n    }\n    curva {\n      x\n      temperatura\n      temperaturaDurezza\n    }\n    controlli {\n      chiave\n      valore\n      min\n      max\n      esito\n    }\n    profilo {\n      id\n      nome\n    }\n    foodCost\n  }\n": types.AnalisiCampiFragmentDoc,
    "\n  query OpzioniScienza {\n    profiliBilanciamento {\n      id\n      nome\n      predefinito\n    }\n    puntiVendita {\n      id\n      nome\n      attivo\n      temperaturaVetrina\n    }\n  }\n": types.OpzioniScienzaDocument,
    "\n  query AnalisiRicetta($input: AnalisiRicettaInput!) {\n    analisiRicetta(input: $input) {\n      ...AnalisiCampi\n    }\n  }\n": types.AnalisiRicettaDocument,
    "\n  mutation BilanciaRicetta($input: BilanciaRicettaInput!) {\n    bilanciaRicetta(input: $input) {\n      fattibile\n      righe {\n        ingredienteId\n        quantita\n        unita\n      }\n      foodCost\n      obiettiviMancati {\n        chiave\n        valore\n        min\n        max\n        scarto\n        messaggio\n      }\n      vincoliAttivi {\n        chiave\n        descrizione\n      }\n      analisi {\n        ...AnalisiCampi\n      }\n    }\n  }\n": types.BilanciaRicettaDocument,
    "\n  query AnalisiGusto($id: Int!, $puntoVenditaId: Int) {\n    gusto(id: $id) {\n      id\n      nome\n      colore\n      foodCost\n      analisi(puntoVenditaId: $puntoVenditaId) {\n        ...AnalisiCampi\n      }\n    }\n  }\n": types.AnalisiGustoDocument,
    "\n  query AnalyticsOpzioni($staff: Boolean!) {\n    puntiVendita {\n      id\n      nome\n      attivo\n    }\n    gusti(includiDisattivi: $staff) {\n      id\n      nome\n    }\n    categorieGusti(soloAttive: true) @include(if: $staff) {\n      id\n      nome\n    }\n    ingredienti(includiDisattivi: true) @include(if: $staff) {\n      id\n      nome\n    }\n    utenti @include(if: $staff) {\n      id\n      nome\n      attivo\n    }\n  }\n": types.AnalyticsOpzioniDocument,
    "\n  query AnalyticsCards($filtro: AnalyticsFiltro, $conCosti: Boolean!) {\n    analytics(filtro: $filtro) {\n      dashboard {\n        oggi\n        produzioneOggi {\n          kgTotale\n          produzioni\n          costoTotale @include(if: $conCosti)\n        }\n        produzioneMese {\n          kgTotale\n          produzioni\n        }\n        totali {\n          gustiAttivi\n        }\n      }\n    }\n  }\n": types.AnalyticsCardsDocument,
    "\n  query AnalyticsConfronto($filtro: AnalyticsFiltro, $conCosti: Boolean!) {\n    analytics(filtro: $filtro) {\n      confronto {\n        annoCorrente {\n          ...AnalyticsAnnoConfrontoCampi\n        }\n        annoPrecedente {\n          ...AnalyticsAnnoConfrontoCampi\n        }\n        variazioni {\n          kgPercentuale\n          costoPercentuale @include(if: $conCosti)\n          marginePercentuale @include(if: $conCosti)\n          margineFonte @include(if: $conCosti)\n        }\n      }\n    }\n  }\n\n  fragment AnalyticsAnnoConfrontoCampi on AnalyticsAnnoConfronto {\n    anno\n    kgTotale\n    costoTotale @include(if: $conCosti)\n    margine @include(if: $conCosti)\n    margineFonte @include(if: $conCosti)\n    margineStimato @include(if: $conCosti)\n    datiMensili {\n      mese\n      kgTotale\n      margine @include(if: $conCosti)\n      margineFonte @include(if: $conCosti)\n    }\n  }\n": types.AnalyticsConfrontoDocument,
    "\n  query AnalyticsTopGusti($filtro: AnalyticsFiltro, $limite: Int, $conCosti: Boolean!) {\n    analytics(filtro: $filtro) {\n      topGusti(limite: $limite) {\n        gustoId\n        nome\n        categoria\n        colore\n        totaleKg\n        percentuale\n        mediaMensile\n        trend\n        margine @include(if: $conCosti)\n        margineKg @include(if: $conCosti)\n        margineFonte @include(if: $conCosti)\n      }\n    }\n  }\n": types.AnalyticsTopGustiDocument,
    "\n  query AnalyticsIngredienti($filtro: AnalyticsFiltro, $limite: Int, $conCosti: Boolean!) {\n    analytics(filtro: $filtro) {\n      ingredienti(limite: $limite) {\n        ingredienteId\n        nome\n        consumoTotale\n        unita\n        costoTotale @include(if: $conCosti)\n        trend\n        utilizzoGusti {\n          gustoId\n          gustoNome\n        }\n      }\n    }\n  }\n": types.AnalyticsIngredientiDocument,
    "\n  query AnalyticsMargini($filtro: AnalyticsFiltro) {\n    analytics(filtro: $filtro) {\n      margini {\n        totale {\n          kg\n          kgVenduti\n          ricavo\n          costo\n          margine\n          margineKg\n          marginePercentuale\n          margineFonte\n        }\n        gusti {\n          gustoId\n          nome\n          categoria\n          colore\n          kg\n          kgVenduti\n          ricavo\n          costo\n          margine\n          margineKg\n          marginePercentuale\n          margineFonte\n        }\n      }\n    }\n  }\n": types.AnalyticsMarginiDocument,
    "\n  query AnalyticsPrevisione($puntoVenditaId: Int!) {\n    accuratezzaPrevisioni(puntoVenditaId: $puntoVenditaId) {\n      puntoVenditaId\n      wmapeModello\n      wmapeIngenuo\n      wmapeRegola4Settimane\n      settimane\n      giorni\n    }\n  }\n": types.AnalyticsPrevisioneDocument,
    "\n  query Dashboard($conCosti: Boolean!) {\n    analytics {\n      dashboard {\n        oggi\n        prezzoVenditaKg @include(if: $conCosti)\n        produzioneOggi {\n          kgTotale\n          produzioni\n          costoTotale @include(if: $conCosti)\n          margine @include(if: $conCosti)\n        }\n        produzioneMese {\n          kgTotale\n          produzioni\n          costoTotale @include(if: $conCosti)\n          margine @include(if: $conCosti)\n        }\n        totali {\n          produzioni\n          kgTotale\n          costoTotale @include(if: $conCosti)\n          utentiAttivi\n          gustiAttivi\n        }\n        produzioneGiornaliera {\n          data\n          kgTotale\n          produzioni\n        }\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  query StoricoEmail($limit: Int, $offset: Int, $tipo: TipoEmail, $stato: StatoEmail) {\n    emailLog(limit: $limit, offset: $offset, tipo: $tipo, stato: $stato) {\n      total\n      emails {\n        id\n        tipo\n        destinatari\n        oggetto\n        stato\n        dataCreazione\n        dataInvio\n        messaggioErrore\n        tentativi\n      }\n    }\n  }\n": types.StoricoEmailDocument,
    "\n  query StoricoEmailDettaglio($id: Int!) {\n    emailLogDettaglio(id: $id) {\n      id\n      tipo\n      stato\n      oggetto\n      destinatari\n      dataCreazione\n      dataInvio\n      messaggioErrore\n      riferimentoTipo\n      riferimentoId\n      provider\n      tentativi\n      prossimoTentativo\n      contenuto\n      testo\n      datiAggiuntivi\n    }\n  }\n": types.StoricoEmailDettaglioDocument,
    "\n  query FoglioPesata($gustoId: Int!, $kg: Float, $vaschette: Int, $volumeL: Float, $overrun: Float) {\n    foglioPesata(gustoId: $gustoId, kg: $kg, vaschette: $vaschette, volumeL: $volumeL, overrun: $overrun) {\n      gustoId\n      nome\n      versione\n      tipo\n      modo\n      kgMix\n      densitaMix\n      vaschette\n      volumeL\n      overrun\n      capacitaMinKg\n      capacitaMaxKg\n      risoluzioneG\n      kgCiclo\n      cicli {\n        numero\n        kg\n        righe {\n          ingredienteId\n          nome\n          unita\n          quantita\n          grammi\n        }\n      }\n      allergeni\n      tracce\n      note\n      avvisi\n    }\n  }\n": types.FoglioPesataDocument,
    "\n  query FoglioPesataCosti($gustoId: Int!, $kg: Float, $vaschette: Int, $volumeL: Float, $overrun: Float) {\n    foglioPesata(gustoId: $gustoId, kg: $kg, vaschette: $vaschette, volumeL: $volumeL, overrun: $overrun) {\n      gustoId\n      foodCostKg\n      costoLotto\n    }\n  }\n": types.FoglioPesataCostiDocument,
    "\n  query ImpostazioniLaboratorio {\n    impostazioniLaboratorio {\n      capacitaMinKg\n      capacitaMaxKg\n      risoluzioneG\n      risoluzionePrecisioneG\n      sogliaPrecisioneG\n      overrunGelato\n      overrunSorbetto\n      shelfLifeGelatoGiorni\n      shelfLifeSorbettoGiorni\n      ragioneSociale\n      indirizzo\n      partitaIva\n    }\n  }\n": types.ImpostazioniLaboratorioDocument,
    "\n  mutation ImpostaLaboratorio($input: ImpostaLaboratorioInput!) {\n    impostaLaboratorio(input: $input) {\n      capacitaMinKg\n      capacitaMaxKg\n      risoluzioneG\n      risoluzionePrecisioneG\n      sogliaPrecisioneG\n      overrunGelato\n      overrunSorbetto\n      shelfLifeGelatoGiorni\n      shelfLifeSorbettoGiorni\n      ragioneSociale\n      indirizzo\n      partitaIva\n    }\n  }\n": types.ImpostaLaboratorioDocument,
    "\n  fragment GestioneGustoCampi on Gusto {\n    id\n    nome\n    descrizione\n    categoriaId\n    categoria {\n      id\n      nome\n      colore\n    }\n    colore\n    stagionale\n    attivo\n    noteProduzione\n    profiloId\n    foodCost\n    pac\n    pod\n    pacKg\n    podKg\n    massaKg\n    kcal\n    ricetta {\n      id\n      ingredienteId\n      nome\n      quantita\n      unita\n      unitaMisura\n      ingredienteAttivo\n      ruolo\n      caratterizzante\n    }\n    allergeni {\n      id\n      nome\n    }\n  }\n": types.GestioneGustoCampiFragmentDoc,
    "\n  query GestioneGusti($includiDisattivi: Boolean) {\n    gusti(includiDisattivi: $includiDisattivi) {\n      ...GestioneGustoCampi\n    }\n  }\n": types.GestioneGustiDocument,
    "\n  query DatiFormGusto {\n    categorieGusti(soloAttive: true) {\n      id\n      nome\n      colore\n      attivo\n      profilo {\n        id\n        nome\n      }\n    }\n    allergeni(soloAttivi: true) {\n      id\n      nome\n      codice\n      attivo\n    }\n    ingredienti(includiDisattivi: true) {\n      id\n      nome\n      unitaMisura\n      costoPerUnita\n      calorie\n      densita\n      pac\n      pod\n      attivo\n      allergeniContiene\n      allergeniTracce\n    }\n  }\n": types.DatiFormGustoDocument,
    "\n  mutation CreaGusto($input: GustoInput!) {\n    creaGusto(input: $input) {\n      ...GestioneGustoCampi\n    }\n  }\n": types.CreaGustoDocument,
    "\n  mutation AggiornaGusto($id: Int!, $input: AggiornaGustoInput!) {\n    aggiornaGusto(id: $id, input: $input) {\n      ...GestioneGustoCampi\n    }\n  }\n": types.AggiornaGustoDocument,
    "\n  mutation DuplicaGusto($id: Int!) {\n    duplicaGusto(id: $id) {\n      ...GestioneGustoCampi\n    }\n  }\n": types.DuplicaGustoDocument,
    "\n  mutation AttivaGusto($id: Int!) {\n    attivaGusto(id: $id) {\n      ...GestioneGustoCampi\n    }\n  }\n": types.AttivaGustoDocument,
    "\n  mutation DisattivaGusto($id: Int!) {\n    disattivaGusto(id: $id) {\n      ...GestioneGustoCampi\n    }\n  }\n": types.DisattivaGustoDocument,
    "\n  fragment ProfiloBilanciamentoCampi on ProfiloBilanciamento {\n    id\n    nome\n    predefinito\n    obiettivi {\n      chiave\n      min\n      max\n    }\n    temperaturaServizio {\n      min\n      max\n    }\n  }\n": types.ProfiloBilanciamentoCampiFragmentDoc,
    "\n  query ProfiliBilanciamento {\n    profiliBilanciamento {\n      ...ProfiloBilanciamentoCampi\n    }\n  }\n": types.ProfiliBilanciamentoDocument,
    "\n  mutation CreaProfiloBilanciamento($input: ProfiloBilanciamentoInput!) {\n    creaProfiloBilanciamento(input: $input) {\n      ...ProfiloBilanciamentoCampi\n    }\n  }\n": types.CreaProfiloBilanciamentoDocument,
    "\n  mutation AggiornaProfiloBilanciamento($id: Int!, $input: AggiornaProfiloBilanciamentoInput!) {\n    aggiornaProfiloBilanciamento(id: $id, input: $input) {\n      ...ProfiloBilanciamentoCampi\n    }\n  }\n": types.AggiornaProfiloBilanciamentoDocument,
    "\n  mutation EliminaProfiloBilanciamento($id: Int!) {\n    eliminaProfiloBilanciamento(id: $id)\n  }\n": types.EliminaProfiloBilanciamentoDocument,
    "\n  query VersioniRicetta($gustoId: Int!) {\n    versioniRicetta(gustoId: $gustoId) {\n      numero\n      data\n      autore\n      nota\n      foodCost\n      pacKg\n      corrente\n    }\n  }\n": types.VersioniRicettaDocument,
    "\n  query VersioneRicetta($gustoId: Int!, $numero: Int!) {\n    versioneRicetta(gustoId: $gustoId, numero: $numero) {\n      numero\n      foodCost\n      pacKg\n      massaKg\n      righe {\n        ingredienteId\n        nome\n        quantita\n        unita\n        unitaMisura\n      }\n    }\n  }\n": types.VersioneRicettaDocument,
    "\n  mutation RipristinaVersioneRicetta($gustoId: Int!, $numero: Int!) {\n    ripristinaVersioneRicetta(gustoId: $gustoId, numero: $numero) {\n      id\n      versione\n    }\n  }\n": types.RipristinaVersioneRicettaDocument,
    "\n  fragment ImpostazioniAllergeneFields on Allergene {\n    id\n    nome\n    codice\n    descrizione\n    regolamentazione\n    attivo\n  }\n": types.ImpostazioniAllergeneFieldsFragmentDoc,
    "\n  query ImpostazioniAllergeni {\n    allergeni {\n      ...ImpostazioniAllergeneFields\n    }\n  }\n": types.ImpostazioniAllergeniDocument,
    "\n  mutation CreaAllergene($input: AllergeneInput!) {\n    creaAllergene(input: $input) {\n      ...ImpostazioniAllergeneFields\n    }\n  }\n": types.CreaAllergeneDocument,
    "\n  mutation AggiornaAllergene($id: Int!, $input: AggiornaAllergeneInput!) {\n    aggiornaAllergene(id: $id, input: $input) {\n      ...ImpostazioniAllergeneFields\n    }\n  }\n": types.AggiornaAllergeneDocument,
    "\n  mutation EliminaAllergene($id: Int!) {\n    eliminaAllergene(id: $id)\n  }\n": types.EliminaAllergeneDocument,
    "\n  fragment ImpostazioniCategoriaGustoFields on CategoriaGusto {\n    id\n    nome\n    descrizione\n    colore\n    ordine\n    attivo\n  }\n": types.ImpostazioniCategoriaGustoFieldsFragmentDoc,
    "\n  query ImpostazioniCategorieGusti {\n    categorieGusti {\n      ...ImpostazioniCategoriaGustoFields\n    }\n  }\n": types.ImpostazioniCategorieGustiDocument,
    "\n  mutation CreaCategoriaGusto($input: CategoriaGustoInput!) {\n    creaCategoriaGusto(input: $input) {\n      ...ImpostazioniCategoriaGustoFields\n    }\n  }\n": types.CreaCategoriaGustoDocument,
    "\n  mutation AggiornaCategoriaGusto($id: Int!, $input: AggiornaCategoriaGustoInput!) {\n    aggiornaCategoriaGusto(id: $id, input: $input) {\n      ...ImpostazioniCategoriaGustoFields\n    }\n  }\n": types.AggiornaCategoriaGustoDocument,
    "\n  mutation EliminaCategoriaGusto($id: Int!) {\n    eliminaCategoriaGusto(id: $id)\n  }\n": types.EliminaCategoriaGustoDocument,
    "\n  query ConfigurazioneEmail {\n    emailConfig {\n      chiave\n      valore\n      descrizione\n    }\n  }\n": types.ConfigurazioneEmailDocument,
    "\n  mutation SalvaEmailConfig($configs: [EmailConfigEntryInput!]!) {\n    salvaEmailConfig(configs: $configs) {\n      success\n      message\n    }\n  }\n": types.SalvaEmailConfigDocument,
    "\n  mutation InviaEmailTest($email: String) {\n    inviaEmailTest(email: $email) {\n      success\n      message\n      emailId\n    }\n  }\n": types.InviaEmailTestDocument,
    "\n  fragment GestioneIngredienteCampi on Ingrediente {\n    id\n    nome\n    descrizione\n    costoPerUnita\n    unitaMisura\n    fornitore\n    calorie\n    carboidrati\n    zuccheri\n    grassi\n    proteine\n    sale\n    pac\n    pod\n    pacPodDerivati\n    acqua\n    grassiSaturi\n    fibre\n    slng\n    saccarosio\n    glucosio\n    fruttosio\n    lattosio\n    maltosio\n    alcol\n    burroCacao\n    solidiCacao\n    grassiFruttaSecca\n    stabilizzanti\n    densita\n    sciroppoGlucosio\n    de\n    eritritolo\n    maltitolo\n    sorbitolo\n    trealosio\n    inulina\n    polidestrosio\n    sucralosio\n    glicosidiSteviolo\n    allergeniContiene\n    allergeniTracce\n    allergeniDichiarati\n    nomeEtichetta\n    caratterizzante\n    pesoPezzoG\n    ingredientiComposti\n    additivo {\n      categoria\n      nome\n      eNumero\n    }\n    attivo\n  }\n": types.GestioneIngredienteCampiFragmentDoc,
    "\n  query GestioneIngredienti($includiDisattivi: Boolean) {\n    ingredienti(includiDisattivi: $includiDisattivi) {\n      ...GestioneIngredienteCampi\n    }\n  }\n": types.GestioneIngredientiDocument,
    "\n  query StatisticheIngredienti($dataInizio: String, $dataFine: String) {\n    statisticheIngredienti(dataInizio: $dataInizio, dataFine: $dataFine) {\n      periodo {\n        dataInizio\n        dataFine\n      }\n      totali {\n        ingredientiAnalizzati\n        kgTotaliProdotti\n        quantitaTotaleUtilizzata\n        costoTotale\n      }\n      statistiche {\n        id\n        nome\n        gustiUtilizzati\n        kgProdottiTotali\n        quantitaUtilizzataKg\n        quantitaUtilizzata\n        costoPerUnita\n        unitaMisura\n        costoTotaleUtilizzato\n        costoMedioEffettivo\n        fornitore\n      }\n    }\n  }\n": types.StatisticheIngredientiDocument,
    "\n  mutation CreaIngrediente($input: IngredienteInput!) {\n    creaIngrediente(input: $input) {\n      ...GestioneIngredienteCampi\n    }\n  }\n": types.CreaIngredienteDocument,
    "\n  mutation AggiornaIngrediente($id: Int!, $input: AggiornaIngredienteInput!) {\n    aggiornaIngrediente(id: $id, input: $input) {\n      ...GestioneIngredienteCampi\n    }\n  }\n": types.AggiornaIngredienteDocument,
    "\n  mutation AttivaIngrediente($id: Int!) {\n    attivaIngrediente(id: $id) {\n      ...GestioneIngredienteCampi\n    }\n  }\n": types.AttivaIngredienteDocument,
    "\n  mutation DisattivaIngrediente($id: Int!) {\n    disattivaIngrediente(id: $id) {\n      ...GestioneIngredienteCampi\n    }\n  }\n": types.DisattivaIngredienteDocument,
    "\n  query LibreriaIngredienti {\n    libreriaIngredienti {\n      codice\n      nome\n      descrizione\n      unitaMisura\n      fonte\n      allergeni\n      calorie\n      carboidrati\n      zuccheri\n      grassi\n      proteine\n      sale\n      acqua\n      grassiSaturi\n      fibre\n      slng\n      saccarosio\n      glucosio\n      fruttosio\n      lattosio\n      maltosio\n      alcol\n      burroCacao\n      solidiCacao\n      grassiFruttaSecca\n      stabilizzanti\n      densita\n      sciroppoGlucosio\n      de\n      eritritolo\n      maltitolo\n      sorbitolo\n      trealosio\n      inulina\n      polidestrosio\n      sucralosio\n      glicosidiSteviolo\n      pac\n      pod\n    }\n  }\n": types.LibreriaIngredientiDocument,
    "\n  query ChiaviApi {\n    chiaviApi {\n      id\n      nome\n      prefisso\n      scopes\n      scadenza\n      ipConsentiti\n      creataIl\n      revocataIl\n      ultimoUsoIl\n      ultimoUsoIp\n    }\n  }\n": types.ChiaviApiDocument,
    "\n  mutation CreaChiaveApi($nome: String!, $scopes: [String!]!, $scadenza: String, $ipConsentiti: [String!]) {\n    creaChiaveApi(nome: $nome, scopes: $scopes, scadenza: $scadenza, ipConsentiti: $ipConsentiti) {\n      chiave\n      chiaveApi {\n        id\n        nome\n        prefisso\n      }\n    }\n  }\n": types.CreaChiaveApiDocument,
    "\n  mutation RevocaChiaveApi($id: Int!) {\n    revocaChiaveApi(id: $id) {\n      id\n      revocataIl\n    }\n  }\n": types.RevocaChiaveApiDocument,
    "\n  query Webhooks {\n    webhooks {\n      id\n      url\n      eventi\n      attivo\n      creatoIl\n      failingSince\n    }\n  }\n": types.WebhooksDocument,
    "\n  mutation CreaWebhook($url: String!, $eventi: [String!]!) {\n    creaWebhook(url: $url, eventi: $eventi) {\n      segreto\n      webhook {\n        id\n        url\n      }\n    }\n  }\n": types.CreaWebhookDocument,
    "\n  mutation EliminaWebhook($id: Int!) {\n    eliminaWebhook(id: $id)\n  }\n": types.EliminaWebhookDocument,
    "\n  query ConsegneWebhook($webhookId: Int) {\n    consegneWebhook(webhookId: $webhookId) {\n      id\n      webhookId\n      tipo\n      stato\n      statusCode\n      durataMs\n      tentativi\n      errore\n      createdAt\n      inviataIl\n      prossimoTentativo\n    }\n  }\n": types.ConsegneWebhookDocument,
    "\n  mutation ReinviaConsegnaWebhook($id: Int!) {\n    reinviaConsegnaWebhook(id: $id) {\n      id\n      stato\n      tentativi\n      prossimoTentativo\n    }\n  }\n": types.ReinviaConsegnaWebhookDocument,
    "\n  query Listino {\n    listino {\n      gustoId\n      puntoVenditaId\n      prezzoKg\n    }\n    prezzoListinoPredefinito\n  }\n": types.ListinoDocument,
    "\n  mutation ListinoImpostaPrezzo($input: PrezzoListinoInput!) {\n    impostaPrezzoListino(input: $input) {\n      gustoId\n      puntoVenditaId\n      prezzoKg\n    }\n  }\n": types.ListinoImpostaPrezzoDocument,
    "\n  mutation ListinoEliminaPrezzo($gustoId: Int!, $puntoVenditaId: Int) {\n    eliminaPrezzoListino(gustoId: $gustoId, puntoVenditaId: $puntoVenditaId) {\n      gustoId\n    }\n  }\n": types.ListinoEliminaPrezzoDocument,
    "\n  mutation ListinoAumenta($input: AumentoListinoInput!) {\n    aumentaListino(input: $input) {\n      gustoId\n      puntoVenditaId\n      prezzoKg\n    }\n  }\n": types.ListinoAumentaDocument,
    "\n  query ListinoPorzioni($puntoVenditaId: Int) {\n    porzioni(puntoVenditaId: $puntoVenditaId) {\n      id\n      puntoVenditaId\n      tipo\n      grammi\n      prezzo\n      prezzoKg\n    }\n  }\n": types.ListinoPorzioniDocument,
    "\n  mutation ListinoImpostaPorzione($input: PorzioneInput!) {\n    impostaPorzione(input: $input) {\n      id\n      puntoVenditaId\n      tipo\n      grammi\n      prezzo\n      prezzoKg\n    }\n  }\n": types.ListinoImpostaPorzioneDocument,
    "\n  mutation ListinoEliminaPorzione($puntoVenditaId: Int!, $tipo: TipoPorzione!) {\n    eliminaPorzione(puntoVenditaId: $puntoVenditaId, tipo: $tipo) {\n      id\n    }\n  }\n": types.ListinoEliminaPorzioneDocument,
    "\n  query LogAttivita($limite: Int!, $offset: Int!) {\n    logAttivita(limite: $limite, offset: $offset) {\n      totale\n      righe {\n        id\n        utenteId\n        utenteNome\n        utenteEmail\n        azione\n        dettagli\n        ipAddress\n        createdAt\n      }\n    }\n  }\n": types.LogAttivitaDocument,
    "\n  mutation EliminaLogAttivita($id: Int!) {\n    eliminaLogAttivita(id: $id)\n  }\n": types.EliminaLogAttivitaDocument,
    "\n  fragment GestionePuntoVenditaFields on PuntoVendita {\n    id\n    nome\n    indirizzo\n    attivo\n    temperaturaVetrina\n    latitudine\n    longitudine\n    santoPatrono\n    createdAt\n  }\n": types.GestionePuntoVenditaFieldsFragmentDoc,
    "\n  query GestionePuntiVendita {\n    puntiVendita {\n      ...GestionePuntoVenditaFields\n    }\n  }\n": types.GestionePuntiVenditaDocument,
    "\n  mutation CreaPuntoVendita($input: PuntoVenditaInput!) {\n    creaPuntoVendita(input: $input) {\n      ...GestionePuntoVenditaFields\n    }\n  }\n": types.CreaPuntoVenditaDocument,
    "\n  mutation AggiornaPuntoVendita($id: Int!, $input: AggiornaPuntoVenditaInput!) {\n    aggiornaPuntoVendita(id: $id, input: $input) {\n      ...GestionePuntoVenditaFields\n    }\n  }\n": types.AggiornaPuntoVenditaDocument,
    "\n  mutation EliminaPuntoVendita($id: Int!) {\n    eliminaPuntoVendita(id: $id)\n  }\n": types.EliminaPuntoVenditaDocument,
    "\n  query ImpostazioniDatabaseStats {\n    adminStats {\n      utenti\n      gusti\n      ingredienti\n      puntiVendita\n      categorieGusti\n      allergeni\n      produzioneTotale\n      produzioneUltimoMese\n      produzioni\n    }\n  }\n": types.ImpostazioniDatabaseStatsDocument,
    "\n  mutation ResetDatabase($password: String!) {\n    resetDatabase(password: $password) {\n      success\n      message\n    }\n  }\n": types.ResetDatabaseDocument,
    "\n  query PrezzoVenditaKg {\n    configurazioni {\n      chiave\n      valore\n    }\n  }\n": types.PrezzoVenditaKgDocument,
    "\n  mutation ImpostaPrezzoVendita($valore: String!) {\n    impostaConfigurazione(chiave: \"prezzo_vendita_kg\", valore: $valore) {\n      chiave\n      valore\n    }\n  }\n": types.ImpostaPrezzoVenditaDocument,
    "\n  fragment StoricoProduzioneCampi on Produzione {\n    id\n    data\n    puntoVenditaId\n    puntoVenditaNome\n    operatoreId\n    operatoreNome\n    kgTotale\n    note\n    inviatoEmail\n    createdAt\n    costoTotale @include(if: $conCosti)\n    gusti {\n      gustoId\n      gustoNome\n      gustoCategoria\n      gustoColore\n      quantitaKg\n      foodCost @include(if: $conCosti)\n    }\n  }\n": types.StoricoProduzioneCampiFragmentDoc,
    "\n  query StoricoProduzioni(\n    $filtro: FiltroProduzioni\n    $ordinamento: OrdinamentoProduzioni\n    $limit: Int\n    $offset: Int\n    $conCosti: Boolean!\n  ) {\n    produzioni(filtro: $filtro, ordinamento: $ordinamento, limit: $limit, offset: $offset) {\n      totale\n      righe {\n        ...StoricoProduzioneCampi\n      }\n    }\n  }\n": types.StoricoProduzioniDocument,
    "\n  query StoricoDatiFiltri($gestione: Boolean!) {\n    puntiVendita {\n      id\n      nome\n      attivo\n    }\n    gusti(includiDisattivi: $gestione) {\n      id\n      nome\n      attivo\n      colore\n      categoria {\n        id\n        nome\n      }\n      foodCost @include(if: $gestione)\n    }\n    utenti @include(if: $gestione) {\n      id\n      nome\n    }\n  }\n": types.StoricoDatiFiltriDocument,
    "\n  mutation StoricoModificaProduzione($id: Int!, $input: ModificaProduzioneInput!, $conCosti: Boolean!) {\n    modificaProduzione(id: $id, input: $input) {\n      ...StoricoProduzioneCampi\n    }\n  }\n": types.StoricoModificaProduzioneDocument,
    "\n  mutation StoricoEliminaProduzione($id: Int!) {\n    eliminaProduzione(id: $id)\n  }\n": types.StoricoEliminaProduzioneDocument,
    "\n  mutation StoricoInviaEmailProduzione($id: Int!) {\n    inviaEmailProduzione(id: $id) {\n      success\n      message\n    }\n  }\n": types.StoricoInviaEmailProduzioneDocument,
    "\n  fragment GestioneUtenteFields on User {\n    id\n    nome\n    email\n    ruolo\n    puntoVenditaId\n    puntoVenditaNome\n    attivo\n    createdAt\n  }\n": types.GestioneUtenteFieldsFragmentDoc,
    "\n  query GestioneUtenti {\n    utenti {\n      ...GestioneUtenteFields\n    }\n  }\n": types.GestioneUtentiDocument,
    "\n  query GestioneUtentiPuntiVendita {\n    puntiVendita {\n      id\n      nome\n      attivo\n    }\n  }\n": types.GestioneUtentiPuntiVenditaDocument,
    "\n  mutation CreaUtente($input: CreaUtenteInput!) {\n    creaUtente(input: $input) {\n      ...GestioneUtenteFields\n    }\n  }\n": types.CreaUtenteDocument,
    "\n  mutation AggiornaUtente($id: Int!, $input: AggiornaUtenteInput!) {\n    aggiornaUtente(id: $id, input: $input) {\n      ...GestioneUtenteFields\n    }\n  }\n": types.AggiornaUtenteDocument,
    "\n  mutation EliminaUtente($id: Int!) {\n    eliminaUtente(id: $id) {\n      ...GestioneUtenteFields\n    }\n  }\n": types.EliminaUtenteDocument,
    "\n  query VetrinaGiorno($puntoVenditaId: Int, $data: String) {\n    vetrina(puntoVenditaId: $puntoVenditaId, data: $data) {\n      puntoVenditaId\n      data\n      carichi {\n        id\n        gustoId\n        gustoNome\n        gustoColore\n        produzioneId\n        kg\n        kgRimasti\n      }\n      scarti {\n        id\n        gustoId\n        gustoNome\n        gustoColore\n        kg\n        motivo\n      }\n    }\n  }\n": types.VetrinaGiornoDocument,
    "\n  query VetrinaRiepilogo($puntoVenditaId: Int, $dal: String, $al: String, $costi: Boolean!) {\n    riepilogoVetrina(puntoVenditaId: $puntoVenditaId, dal: $dal, al: $al) {\n      gustoId\n      nome\n      kgCaricati\n      kgVenduti\n      kgScarto\n      sellThrough\n      scartoPercentuale\n      ricavo @include(if: $costi)\n      margine @include(if: $costi)\n    }\n  }\n": types.VetrinaRiepilogoDocument,
    "\n  query VetrinaProduzioniGiorno($filtro: FiltroProduzioni) {\n    produzioni(filtro: $filtro, limit: 100) {\n      righe {\n        id\n        gusti {\n          gustoId\n          gustoNome\n          gustoColore\n          quantitaKg\n        }\n      }\n    }\n  }\n": types.VetrinaProduzioniGiornoDocument,
    "\n  mutation VetrinaCaricaVaschetta($input: CaricoVetrinaInput!, $idempotencyKey: String) {\n    caricaVaschetta(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": types.VetrinaCaricaVaschettaDocument,
    "\n  mutation VetrinaChiudiVaschetta($input: ChiusuraVetrinaInput!, $idempotencyKey: String) {\n    chiudiVaschetta(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      kgRimasti\n    }\n  }\n": types.VetrinaChiudiVaschettaDocument,
    "\n  mutation VetrinaRegistraScarto($input: ScartoVetrinaInput!, $idempotencyKey: String) {\n    registraScarto(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": types.VetrinaRegistraScartoDocument,
    "\n  mutation VetrinaCorreggiChiusura($input: ChiusuraVetrinaInput!) {\n    correggiChiusuraVaschetta(input: $input) {\n      id\n      kg\n      kgRimasti\n    }\n  }\n": types.VetrinaCorreggiChiusuraDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    nome\n    email\n    ruolo\n    puntoVenditaId\n    puntoVenditaNome\n    attivo\n    createdAt\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    nome\n    email\n    ruolo\n    puntoVenditaId\n    puntoVenditaNome\n    attivo\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogoAllergeni {\n    allergeni(soloAttivi: true) {\n      id\n      nome\n    }\n  }\n"): (typeof documents)["\n  query CatalogoAllergeni {\n    allergeni(soloAttivi: true) {\n      id\n      nome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EtichettaGusto($gustoId: Int!) {\n    etichetta(gustoId: $gustoId) {\n      denominazione\n      ingredienti {\n        nome\n        percentuale\n        allergene\n        allergeni\n        quid\n        testo\n      }\n      daConsumarsiEntro\n      conservazione\n      operatore {\n        ragioneSociale\n        indirizzo\n        partitaIva\n      }\n      allergeni\n      tracce\n      nutrizioneTesto {\n        energia\n        grassi\n        grassiSaturi\n        carboidrati\n        zuccheri\n        fibre\n        proteine\n        sale\n      }\n      testo\n      avvisi\n    }\n  }\n"): (typeof documents)["\n  query EtichettaGusto($gustoId: Int!) {\n    etichetta(gustoId: $gustoId) {\n      denominazione\n      ingredienti {\n        nome\n        percentuale\n        allergene\n        allergeni\n        quid\n        testo\n      }\n      daConsumarsiEntro\n      conservazione\n      operatore {\n        ragioneSociale\n        indirizzo\n        partitaIva\n      }\n      allergeni\n      tracce\n      nutrizioneTesto {\n        energia\n        grassi\n        grassiSaturi\n        carboidrati\n        zuccheri\n        fibre\n        proteine\n        sale\n      }\n      testo\n      avvisi\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerificaAllergeni {\n    verificaAllergeni {\n      gustiNonSpiegati {\n        id\n        nome\n        attivo\n        allergeni\n      }\n      ingredientiNonDichiarati {\n        id\n        nome\n        attivo\n        gusti\n      }\n    }\n  }\n"): (typeof documents)["\n  query VerificaAllergeni {\n    verificaAllergeni {\n      gustiNonSpiegati {\n        id\n        nome\n        attivo\n        allergeni\n      }\n      ingredientiNonDichiarati {\n        id\n        nome\n        attivo\n        gusti\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProduzioneDatiRegistrazione {\n    gusti(includiDisattivi: false) {\n      id\n      nome\n      colore\n      attivo\n      categoria {\n        id\n        nome\n        colore\n        ordine\n      }\n    }\n    puntiVendita {\n      id\n      nome\n      attivo\n    }\n  }\n"): (typeof documents)["\n  query ProduzioneDatiRegistrazione {\n    gusti(includiDisattivi: false) {\n      id\n      nome\n      colore\n      attivo\n      categoria {\n        id\n        nome\n        colore\n        ordine\n      }\n    }\n    puntiVendita {\n      id\n      nome\n      attivo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProduzioneRegistra($input: RegistraProduzioneInput!, $idempotencyKey: String) {\n    registraProduzione(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      data\n      kgTotale\n    }\n  }\n"): (typeof documents)["\n  mutation ProduzioneRegistra($input: RegistraProduzioneInput!, $idempotencyKey: String) {\n    registraProduzione(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      data\n      kgTotale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProduzioneSuggerimento($puntoVenditaId: Int, $data: String) {\n    suggerimentoProduzione(puntoVenditaId: $puntoVenditaId, data: $data) {\n      gustoId\n      kgSuggeriti\n    }\n  }\n"): (typeof documents)["\n  query ProduzioneSuggerimento($puntoVenditaId: Int, $data: String) {\n    suggerimentoProduzione(puntoVenditaId: $puntoVenditaId, data: $data) {\n      gustoId\n      kgSuggeriti\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnalisiCampi on AnalisiMiscela {\n    massaKg\n    composizione {\n      acqua\n      solidiTotali\n      grassi\n      grassiSaturi\n      slng\n      zuccheri\n      saccarosio\n      glucosio\n      fruttosio\n      lattosio\n      maltosio\n      proteine\n      fibre\n      alcol\n      sale\n      stabilizzanti\n      altriSolidi\n    }\n    pacTotale\n    pacSaliLatte\n    hf\n    pod\n    absPac\n    puntoCongelamento\n    temperaturaServizio\n    durezzaVetrina {\n      puntoVenditaId\n      temperatura\n      percentuale\n    }\n    densitaMix\n    copertura {\n      percentuale\n      ingredientiSenzaComposizione {\n        id\n        nome\n      }\n    }\n    curva {\n      x\n      temperatura\n      temperaturaDurezza\n    }\n    controlli {\n      chiave\n      valore\n      min\n      max\n      esito\n    }\n    profilo {\n      id\n      nome\n    }\n    foodCost\n  }\n"): (typeof documents)["\n  fragment AnalisiCampi on AnalisiMiscela {\n    massaKg\n    composizione {\n      acqua\n      solidiTotali\n      grassi\n      grassiSaturi\n      slng\n      zuccheri\n      saccarosio\n      glucosio\n      fruttosio\n      lattosio\n      maltosio\n      proteine\n      fibre\n      alcol\n      sale\n      stabilizzanti\n      altriSolidi\n    }\n    pacTotale\n    pacSaliLatte\n    hf\n    pod\n    absPac\n    puntoCongelamento\n    temperaturaServizio\n    durezzaVetrina {\n      puntoVenditaId\n      temperatura\n      percentuale\n    }\n    densitaMix\n    copertura {\n      percentuale\n      ingredientiSenzaComposizione {\n        id\n        nome\n      }\n    }\n    curva {\n      x\n      temperatura\n      temperaturaDurezza\n    }\n    controlli {\n      chiave\n      valore\n      min\n      max\n      esito\n    }\n    profilo {\n      id\n      nome\n    }\n    foodCost\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpzioniScienza {\n    profiliBilanciamento {\n      id\n      nome\n      predefinito\n    }\n    puntiVendita {\n      id\n      nome\n      attivo\n      temperaturaVetrina\n    }\n  }\n"): (typeof documents)["\n  query OpzioniScienza {\n    profiliBilanciamento {\n      id\n      nome\n      predefinito\n    }\n    puntiVendita {\n      id\n      nome\n      attivo\n      temperaturaVetrina\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalisiRicetta($input: AnalisiRicettaInput!) {\n    analisiRicetta(input: $input) {\n      ...AnalisiCampi\n    }\n  }\n"): (typeof documents)["\n  query AnalisiRicetta($input: AnalisiRicettaInput!) {\n    analisiRicetta(input: $input) {\n      ...AnalisiCampi\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BilanciaRicetta($input: BilanciaRicettaInput!) {\n    bilanciaRicetta(input: $input) {\n      fattibile\n      righe {\n        ingredienteId\n        quantita\n        unita\n      }\n      foodCost\n      obiettiviMancati {\n        chiave\n        valore\n        min\n        max\n        scarto\n        messaggio\n      }\n      vincoliAttivi {\n        chiave\n        descrizione\n      }\n      analisi {\n        ...AnalisiCampi\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BilanciaRicetta($input: BilanciaRicettaInput!) {\n    bilanciaRicetta(input: $input) {\n      fattibile\n      righe {\n        ingredienteId\n        quantita\n        unita\n      }\n      foodCost\n      obiettiviMancati {\n        chiave\n        valore\n        min\n        max\n        scarto\n        messaggio\n      }\n      vincoliAttivi {\n        chiave\n        descrizione\n      }\n      analisi {\n        ...AnalisiCampi\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalisiGusto($id: Int!, $puntoVenditaId: Int) {\n    gusto(id: $id) {\n      id\n      nome\n      colore\n      foodCost\n      analisi(puntoVenditaId: $puntoVenditaId) {\n        ...AnalisiCampi\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnalisiGusto($id: Int!, $puntoVenditaId: Int) {\n    gusto(id: $id) {\n      id\n      nome\n      colore\n      foodCost\n      analisi(puntoVenditaId: $puntoVenditaId) {\n        ...AnalisiCampi\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsOpzioni($staff: Boolean!) {\n    puntiVendita {\n      id\n      nome\n      attivo\n    }\n    gusti(includiDisattivi: $staff) {\n      id\n      nome\n    }\n    categorieGusti(soloAttive: true) @include(if: $staff) {\n      id\n      nome\n    }\n    ingredienti(includiDisattivi: true) @include(if: $staff) {\n      id\n      nome\n    }\n    utenti @include(if: $staff) {\n      id\n      nome\n      attivo\n    }\n  }\n"): (typeof documents)["\n  query AnalyticsOpzioni($staff: Boolean!) {\n    puntiVendita {\n      id\n      nome\n      attivo\n    }\n    gusti(includiDisattivi: $staff) {\n      id\n      nome\n    }\n    categorieGusti(soloAttive: true) @include(if: $staff) {\n      id\n      nome\n    }\n    ingredienti(includiDisattivi: true) @include(if: $staff) {\n      id\n      nome\n    }\n    utenti @include(if: $staff) {\n      id\n      nome\n      attivo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsCards($filtro: AnalyticsFiltro, $conCosti: Boolean!) {\n    analytics(filtro: $filtro) {\n      dashboard {\n        oggi\n        produzioneOggi {\n          kgTotale\n          produzioni\n          costoTotale @include(if: $conCosti)\n        }\n        produzioneMese {\n          kgTotale\n          produzioni\n        }\n        totali {\n          gustiAttivi\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnalyticsCards($filtro: AnalyticsFiltro, $conCosti: Boolean!) {\n    analytics(filtro: $filtro) {\n      dashboard {\n        oggi\n        produzioneOggi {\n          kgTotale\n          produzioni\n          costoTotale @include(if: $conCosti)\n        }\n        produzioneMese {\n          kgTotale\n          produzioni\n        }\n        totali {\n          gustiAttivi\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsConfronto($filtro: AnalyticsFiltro, $conCosti: Boolean!) {\n    analytics(filtro: $filtro) {\n      confronto {\n        annoCorrente {\n          ...AnalyticsAnnoConfrontoCampi\n        }\n        annoPrecedente {\n          ...AnalyticsAnnoConfrontoCampi\n        }\n        variazioni {\n          kgPercentuale\n          costoPercentuale @include(if: $conCosti)\n          marginePercentuale @include(if: $conCosti)\n          margineFonte @include(if: $conCosti)\n        }\n      }\n    }\n  }\n\n  fragment AnalyticsAnnoConfrontoCampi on AnalyticsAnnoConfronto {\n    anno\n    kgTotale\n    costoTotale @include(if: $conCosti)\n    margine @include(if: $conCosti)\n    margineFonte @include(if: $conCosti)\n    margineStimato @include(if: $conCosti)\n    datiMensili {\n      mese\n      kgTotale\n      margine @include(if: $conCosti)\n      margineFonte @include(if: $conCosti)\n    }\n  }\n"): (typeof documents)["\n  query AnalyticsConfronto($filtro: AnalyticsFiltro, $conCosti: Boolean!) {\n    analytics(filtro: $filtro) {\n      confronto {\n        annoCorrente {\n          ...AnalyticsAnnoConfrontoCampi\n        }\n        annoPrecedente {\n          ...AnalyticsAnnoConfrontoCampi\n        }\n        variazioni {\n          kgPercentuale\n          costoPercentuale @include(if: $conCosti)\n          marginePercentuale @include(if: $conCosti)\n          margineFonte @include(if: $conCosti)\n        }\n      }\n    }\n  }\n\n  fragment AnalyticsAnnoConfrontoCampi on AnalyticsAnnoConfronto {\n    anno\n    kgTotale\n    costoTotale @include(if: $conCosti)\n    margine @include(if: $conCosti)\n    margineFonte @include(if: $conCosti)\n    margineStimato @include(if: $conCosti)\n    datiMensili {\n      mese\n      kgTotale\n      margine @include(if: $conCosti)\n      margineFonte @include(if: $conCosti)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsTopGusti($filtro: AnalyticsFiltro, $limite: Int, $conCosti: Boolean!) {\n    analytics(filtro: $filtro) {\n      topGusti(limite: $limite) {\n        gustoId\n        nome\n        categoria\n        colore\n        totaleKg\n        percentuale\n        mediaMensile\n        trend\n        margine @include(if: $conCosti)\n        margineKg @include(if: $conCosti)\n        margineFonte @include(if: $conCosti)\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnalyticsTopGusti($filtro: AnalyticsFiltro, $limite: Int, $conCosti: Boolean!) {\n    analytics(filtro: $filtro) {\n      topGusti(limite: $limite) {\n        gustoId\n        nome\n        categoria\n        colore\n        totaleKg\n        percentuale\n        mediaMensile\n        trend\n        margine @include(if: $conCosti)\n        margineKg @include(if: $conCosti)\n        margineFonte @include(if: $conCosti)\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsIngredienti($filtro: AnalyticsFiltro, $limite: Int, $conCosti: Boolean!) {\n    analytics(filtro: $filtro) {\n      ingredienti(limite: $limite) {\n        ingredienteId\n        nome\n        consumoTotale\n        unita\n        costoTotale @include(if: $conCosti)\n        trend\n        utilizzoGusti {\n          gustoId\n          gustoNome\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnalyticsIngredienti($filtro: AnalyticsFiltro, $limite: Int, $conCosti: Boolean!) {\n    analytics(filtro: $filtro) {\n      ingredienti(limite: $limite) {\n        ingredienteId\n        nome\n        consumoTotale\n        unita\n        costoTotale @include(if: $conCosti)\n        trend\n        utilizzoGusti {\n          gustoId\n          gustoNome\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsMargini($filtro: AnalyticsFiltro) {\n    analytics(filtro: $filtro) {\n      margini {\n        totale {\n          kg\n          kgVenduti\n          ricavo\n          costo\n          margine\n          margineKg\n          marginePercentuale\n          margineFonte\n        }\n        gusti {\n          gustoId\n          nome\n          categoria\n          colore\n          kg\n          kgVenduti\n          ricavo\n          costo\n          margine\n          margineKg\n          marginePercentuale\n          margineFonte\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnalyticsMargini($filtro: AnalyticsFiltro) {\n    analytics(filtro: $filtro) {\n      margini {\n        totale {\n          kg\n          kgVenduti\n          ricavo\n          costo\n          margine\n          margineKg\n          marginePercentuale\n          margineFonte\n        }\n        gusti {\n          gustoId\n          nome\n          categoria\n          colore\n          kg\n          kgVenduti\n          ricavo\n          costo\n          margine\n          margineKg\n          marginePercentuale\n          margineFonte\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsPrevisione($puntoVenditaId: Int!) {\n    accuratezzaPrevisioni(puntoVenditaId: $puntoVenditaId) {\n      puntoVenditaId\n      wmapeModello\n      wmapeIngenuo\n      wmapeRegola4Settimane\n      settimane\n      giorni\n    }\n  }\n"): (typeof documents)["\n  query AnalyticsPrevisione($puntoVenditaId: Int!) {\n    accuratezzaPrevisioni(puntoVenditaId: $puntoVenditaId) {\n      puntoVenditaId\n      wmapeModello\n      wmapeIngenuo\n      wmapeRegola4Settimane\n      settimane\n      giorni\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard($conCosti: Boolean!) {\n    analytics {\n      dashboard {\n        oggi\n        prezzoVenditaKg @include(if: $conCosti)\n        produzioneOggi {\n          kgTotale\n          produzioni\n          costoTotale @include(if: $conCosti)\n          margine @include(if: $conCosti)\n        }\n        produzioneMese {\n          kgTotale\n          produzioni\n          costoTotale @include(if: $conCosti)\n          margine @include(if: $conCosti)\n        }\n        totali {\n          produzioni\n          kgTotale\n          costoTotale @include(if: $conCosti)\n          utentiAttivi\n          gustiAttivi\n        }\n        produzioneGiornaliera {\n          data\n          kgTotale\n          produzioni\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Dashboard($conCosti: Boolean!) {\n    analytics {\n      dashboard {\n        oggi\n        prezzoVenditaKg @include(if: $conCosti)\n        produzioneOggi {\n          kgTotale\n          produzioni\n          costoTotale @include(if: $conCosti)\n          margine @include(if: $conCosti)\n        }\n        produzioneMese {\n          kgTotale\n          produzioni\n          costoTotale @include(if: $conCosti)\n          margine @include(if: $conCosti)\n        }\n        totali {\n          produzioni\n          kgTotale\n          costoTotale @include(if: $conCosti)\n          utentiAttivi\n          gustiAttivi\n        }\n        produzioneGiornaliera {\n          data\n          kgTotale\n          produzioni\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoricoEmail($limit: Int, $offset: Int, $tipo: TipoEmail, $stato: StatoEmail) {\n    emailLog(limit: $limit, offset: $offset, tipo: $tipo, stato: $stato) {\n      total\n      emails {\n        id\n        tipo\n        destinatari\n        oggetto\n        stato\n        dataCreazione\n        dataInvio\n        messaggioErrore\n        tentativi\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoricoEmail($limit: Int, $offset: Int, $tipo: TipoEmail, $stato: StatoEmail) {\n    emailLog(limit: $limit, offset: $offset, tipo: $tipo, stato: $stato) {\n      total\n      emails {\n        id\n        tipo\n        destinatari\n        oggetto\n        stato\n        dataCreazione\n        dataInvio\n        messaggioErrore\n        tentativi\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoricoEmailDettaglio($id: Int!) {\n    emailLogDettaglio(id: $id) {\n      id\n      tipo\n      stato\n      oggetto\n      destinatari\n      dataCreazione\n      dataInvio\n      messaggioErrore\n      riferimentoTipo\n      riferimentoId\n      provider\n      tentativi\n      prossimoTentativo\n      contenuto\n      testo\n      datiAggiuntivi\n    }\n  }\n"): (typeof documents)["\n  query StoricoEmailDettaglio($id: Int!) {\n    emailLogDettaglio(id: $id) {\n      id\n      tipo\n      stato\n      oggetto\n      destinatari\n      dataCreazione\n      dataInvio\n      messaggioErrore\n      riferimentoTipo\n      riferimentoId\n      provider\n      tentativi\n      prossimoTentativo\n      contenuto\n      testo\n      datiAggiuntivi\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FoglioPesata($gustoId: Int!, $kg: Float, $vaschette: Int, $volumeL: Float, $overrun: Float) {\n    foglioPesata(gustoId: $gustoId, kg: $kg, vaschette: $vaschette, volumeL: $volumeL, overrun: $overrun) {\n      gustoId\n      nome\n      versione\n      tipo\n      modo\n      kgMix\n      densitaMix\n      vaschette\n      volumeL\n      overrun\n      capacitaMinKg\n      capacitaMaxKg\n      risoluzioneG\n      kgCiclo\n      cicli {\n        numero\n        kg\n        righe {\n          ingredienteId\n          nome\n          unita\n          quantita\n          grammi\n        }\n      }\n      allergeni\n      tracce\n      note\n      avvisi\n    }\n  }\n"): (typeof documents)["\n  query FoglioPesata($gustoId: Int!, $kg: Float, $vaschette: Int, $volumeL: Float, $overrun: Float) {\n    foglioPesata(gustoId: $gustoId, kg: $kg, vaschette: $vaschette, volumeL: $volumeL, overrun: $overrun) {\n      gustoId\n      nome\n      versione\n      tipo\n      modo\n      kgMix\n      densitaMix\n      vaschette\n      volumeL\n      overrun\n      capacitaMinKg\n      capacitaMaxKg\n      risoluzioneG\n      kgCiclo\n      cicli {\n        numero\n        kg\n        righe {\n          ingredienteId\n          nome\n          unita\n          quantita\n          grammi\n        }\n      }\n      allergeni\n      tracce\n      note\n      avvisi\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FoglioPesataCosti($gustoId: Int!, $kg: Float, $vaschette: Int, $volumeL: Float, $overrun: Float) {\n    foglioPesata(gustoId: $gustoId, kg: $kg, vaschette: $vaschette, volumeL: $volumeL, overrun: $overrun) {\n      gustoId\n      foodCostKg\n      costoLotto\n    }\n  }\n"): (typeof documents)["\n  query FoglioPesataCosti($gustoId: Int!, $kg: Float, $vaschette: Int, $volumeL: Float, $overrun: Float) {\n    foglioPesata(gustoId: $gustoId, kg: $kg, vaschette: $vaschette, volumeL: $volumeL, overrun: $overrun) {\n      gustoId\n      foodCostKg\n      costoLotto\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImpostazioniLaboratorio {\n    impostazioniLaboratorio {\n      capacitaMinKg\n      capacitaMaxKg\n      risoluzioneG\n      risoluzionePrecisioneG\n      sogliaPrecisioneG\n      overrunGelato\n      overrunSorbetto\n      shelfLifeGelatoGiorni\n      shelfLifeSorbettoGiorni\n      ragioneSociale\n      indirizzo\n      partitaIva\n    }\n  }\n"): (typeof documents)["\n  query ImpostazioniLaboratorio {\n    impostazioniLaboratorio {\n      capacitaMinKg\n      capacitaMaxKg\n      risoluzioneG\n      risoluzionePrecisioneG\n      sogliaPrecisioneG\n      overrunGelato\n      overrunSorbetto\n      shelfLifeGelatoGiorni\n      shelfLifeSorbettoGiorni\n      ragioneSociale\n      indirizzo\n      partitaIva\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImpostaLaboratorio($input: ImpostaLaboratorioInput!) {\n    impostaLaboratorio(input: $input) {\n      capacitaMinKg\n      capacitaMaxKg\n      risoluzioneG\n      risoluzionePrecisioneG\n      sogliaPrecisioneG\n      overrunGelato\n      overrunSorbetto\n      shelfLifeGelatoGiorni\n      shelfLifeSorbettoGiorni\n      ragioneSociale\n      indirizzo\n      partitaIva\n    }\n  }\n"): (typeof documents)["\n  mutation ImpostaLaboratorio($input: ImpostaLaboratorioInput!) {\n    impostaLaboratorio(input: $input) {\n      capacitaMinKg\n      capacitaMaxKg\n      risoluzioneG\n      risoluzionePrecisioneG\n      sogliaPrecisioneG\n      overrunGelato\n      overrunSorbetto\n      shelfLifeGelatoGiorni\n      shelfLifeSorbettoGiorni\n      ragioneSociale\n      indirizzo\n      partitaIva\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GestioneGustoCampi on Gusto {\n    id\n    nome\n    descrizione\n    categoriaId\n    categoria {\n      id\n      nome\n      colore\n    }\n    colore\n    stagionale\n    attivo\n    noteProduzione\n    profiloId\n    foodCost\n    pac\n    pod\n    pacKg\n    podKg\n    massaKg\n    kcal\n    ricetta {\n      id\n      ingredienteId\n      nome\n      quantita\n      unita\n      unitaMisura\n      ingredienteAttivo\n      ruolo\n      caratterizzante\n    }\n    allergeni {\n      id\n      nome\n    }\n  }\n"): (typeof documents)["\n  fragment GestioneGustoCampi on Gusto {\n    id\n    nome\n    descrizione\n    categoriaId\n    categoria {\n      id\n      nome\n      colore\n    }\n    colore\n    stagionale\n    attivo\n    noteProduzione\n    profiloId\n    foodCost\n    pac\n    pod\n    pacKg\n    podKg\n    massaKg\n    kcal\n    ricetta {\n      id\n      ingredienteId\n      nome\n      quantita\n      unita\n      unitaMisura\n      ingredienteAttivo\n      ruolo\n      caratterizzante\n    }\n    allergeni {\n      id\n      nome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GestioneGusti($includiDisattivi: Boolean) {\n    gusti(includiDisattivi: $includiDisattivi) {\n      ...GestioneGustoCampi\n    }\n  }\n"): (typeof documents)["\n  query GestioneGusti($includiDisattivi: Boolean) {\n    gusti(includiDisattivi: $includiDisattivi) {\n      ...GestioneGustoCampi\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DatiFormGusto {\n    categorieGusti(soloAttive: true) {\n      id\n      nome\n      colore\n      attivo\n      profilo {\n        id\n        nome\n      }\n    }\n    allergeni(soloAttivi: true) {\n      id\n      nome\n      codice\n      attivo\n    }\n    ingredienti(includiDisattivi: true) {\n      id\n      nome\n      unitaMisura\n      costoPerUnita\n      calorie\n      densita\n      pac\n      pod\n      attivo\n      allergeniContiene\n      allergeniTracce\n    }\n  }\n"): (typeof documents)["\n  query DatiFormGusto {\n    categorieGusti(soloAttive: true) {\n      id\n      nome\n      colore\n      attivo\n      profilo {\n        id\n        nome\n      }\n    }\n    allergeni(soloAttivi: true) {\n      id\n      nome\n      codice\n      attivo\n    }\n    ingredienti(includiDisattivi: true) {\n      id\n      nome\n      unitaMisura\n      costoPerUnita\n      calorie\n      densita\n      pac\n      pod\n      attivo\n      allergeniContiene\n      allergeniTracce\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreaGusto($input: GustoInput!) {\n    creaGusto(input: $input) {\n      ...GestioneGustoCampi\n    }\n  }\n"): (typeof documents)["\n  mutation CreaGusto($input: GustoInput!) {\n    creaGusto(input: $input) {\n      ...GestioneGustoCampi\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AggiornaGusto($id: Int!, $input: AggiornaGustoInput!) {\n    aggiornaGusto(id: $id, input: $input) {\n      ...GestioneGustoCampi\n    }\n  }\n"): (typeof documents)["\n  mutation AggiornaGusto($id: Int!, $input: AggiornaGustoInput!) {\n    aggiornaGusto(id: $id, input: $input) {\n      ...GestioneGustoCampi\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicaGusto($id: Int!) {\n    duplicaGusto(id: $id) {\n      ...GestioneGustoCampi\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicaGusto($id: Int!) {\n    duplicaGusto(id: $id) {\n      ...GestioneGustoCampi\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttivaGusto($id: Int!) {\n    attivaGusto(id: $id) {\n      ...GestioneGustoCampi\n    }\n  }\n"): (typeof documents)["\n  mutation AttivaGusto($id: Int!) {\n    attivaGusto(id: $id) {\n      ...GestioneGustoCampi\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisattivaGusto($id: Int!) {\n    disattivaGusto(id: $id) {\n      ...GestioneGustoCampi\n    }\n  }\n"): (typeof documents)["\n  mutation DisattivaGusto($id: Int!) {\n    disattivaGusto(id: $id) {\n      ...GestioneGustoCampi\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfiloBilanciamentoCampi on ProfiloBilanciamento {\n    id\n    nome\n    predefinito\n    obiettivi {\n      chiave\n      min\n      max\n    }\n    temperaturaServizio {\n      min\n      max\n    }\n  }\n"): (typeof documents)["\n  fragment ProfiloBilanciamentoCampi on ProfiloBilanciamento {\n    id\n    nome\n    predefinito\n    obiettivi {\n      chiave\n      min\n      max\n    }\n    temperaturaServizio {\n      min\n      max\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfiliBilanciamento {\n    profiliBilanciamento {\n      ...ProfiloBilanciamentoCampi\n    }\n  }\n"): (typeof documents)["\n  query ProfiliBilanciamento {\n    profiliBilanciamento {\n      ...ProfiloBilanciamentoCampi\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreaProfiloBilanciamento($input: ProfiloBilanciamentoInput!) {\n    creaProfiloBilanciamento(input: $input) {\n      ...ProfiloBilanciamentoCampi\n    }\n  }\n"): (typeof documents)["\n  mutation CreaProfiloBilanciamento($input: ProfiloBilanciamentoInput!) {\n    creaProfiloBilanciamento(input: $input) {\n      ...ProfiloBilanciamentoCampi\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AggiornaProfiloBilanciamento($id: Int!, $input: AggiornaProfiloBilanciamentoInput!) {\n    aggiornaProfiloBilanciamento(id: $id, input: $input) {\n      ...ProfiloBilanciamentoCampi\n    }\n  }\n"): (typeof documents)["\n  mutation AggiornaProfiloBilanciamento($id: Int!, $input: AggiornaProfiloBilanciamentoInput!) {\n    aggiornaProfiloBilanciamento(id: $id, input: $input) {\n      ...ProfiloBilanciamentoCampi\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EliminaProfiloBilanciamento($id: Int!) {\n    eliminaProfiloBilanciamento(id: $id)\n  }\n"): (typeof documents)["\n  mutation EliminaProfiloBilanciamento($id: Int!) {\n    eliminaProfiloBilanciamento(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VersioniRicetta($gustoId: Int!) {\n    versioniRicetta(gustoId: $gustoId) {\n      numero\n      data\n      autore\n      nota\n      foodCost\n      pacKg\n      corrente\n    }\n  }\n"): (typeof documents)["\n  query VersioniRicetta($gustoId: Int!) {\n    versioniRicetta(gustoId: $gustoId) {\n      numero\n      data\n      autore\n      nota\n      foodCost\n      pacKg\n      corrente\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VersioneRicetta($gustoId: Int!, $numero: Int!) {\n    versioneRicetta(gustoId: $gustoId, numero: $numero) {\n      numero\n      foodCost\n      pacKg\n      massaKg\n      righe {\n        ingredienteId\n        nome\n        quantita\n        unita\n        unitaMisura\n      }\n    }\n  }\n"): (typeof documents)["\n  query VersioneRicetta($gustoId: Int!, $numero: Int!) {\n    versioneRicetta(gustoId: $gustoId, numero: $numero) {\n      numero\n      foodCost\n      pacKg\n      massaKg\n      righe {\n        ingredienteId\n        nome\n        quantita\n        unita\n        unitaMisura\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RipristinaVersioneRicetta($gustoId: Int!, $numero: Int!) {\n    ripristinaVersioneRicetta(gustoId: $gustoId, numero: $numero) {\n      id\n      versione\n    }\n  }\n"): (typeof documents)["\n  mutation RipristinaVersioneRicetta($gustoId: Int!, $numero: Int!) {\n    ripristinaVersioneRicetta(gustoId: $gustoId, numero: $numero) {\n      id\n      versione\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImpostazioniAllergeneFields on Allergene {\n    id\n    nome\n    codice\n    descrizione\n    regolamentazione\n    attivo\n  }\n"): (typeof documents)["\n  fragment ImpostazioniAllergeneFields on Allergene {\n    id\n    nome\n    codice\n    descrizione\n    regolamentazione\n    attivo\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImpostazioniAllergeni {\n    allergeni {\n      ...ImpostazioniAllergeneFields\n    }\n  }\n"): (typeof documents)["\n  query ImpostazioniAllergeni {\n    allergeni {\n      ...ImpostazioniAllergeneFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreaAllergene($input: AllergeneInput!) {\n    creaAllergene(input: $input) {\n      ...ImpostazioniAllergeneFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreaAllergene($input: AllergeneInput!) {\n    creaAllergene(input: $input) {\n      ...ImpostazioniAllergeneFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AggiornaAllergene($id: Int!, $input: AggiornaAllergeneInput!) {\n    aggiornaAllergene(id: $id, input: $input) {\n      ...ImpostazioniAllergeneFields\n    }\n  }\n"): (typeof documents)["\n  mutation AggiornaAllergene($id: Int!, $input: AggiornaAllergeneInput!) {\n    aggiornaAllergene(id: $id, input: $input) {\n      ...ImpostazioniAllergeneFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EliminaAllergene($id: Int!) {\n    eliminaAllergene(id: $id)\n  }\n"): (typeof documents)["\n  mutation EliminaAllergene($id: Int!) {\n    eliminaAllergene(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImpostazioniCategoriaGustoFields on CategoriaGusto {\n    id\n    nome\n    descrizione\n    colore\n    ordine\n    attivo\n  }\n"): (typeof documents)["\n  fragment ImpostazioniCategoriaGustoFields on CategoriaGusto {\n    id\n    nome\n    descrizione\n    colore\n    ordine\n    attivo\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImpostazioniCategorieGusti {\n    categorieGusti {\n      ...ImpostazioniCategoriaGustoFields\n    }\n  }\n"): (typeof documents)["\n  query ImpostazioniCategorieGusti {\n    categorieGusti {\n      ...ImpostazioniCategoriaGustoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreaCategoriaGusto($input: CategoriaGustoInput!) {\n    creaCategoriaGusto(input: $input) {\n      ...ImpostazioniCategoriaGustoFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreaCategoriaGusto($input: CategoriaGustoInput!) {\n    creaCategoriaGusto(input: $input) {\n      ...ImpostazioniCategoriaGustoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AggiornaCategoriaGusto($id: Int!, $input: AggiornaCategoriaGustoInput!) {\n    aggiornaCategoriaGusto(id: $id, input: $input) {\n      ...ImpostazioniCategoriaGustoFields\n    }\n  }\n"): (typeof documents)["\n  mutation AggiornaCategoriaGusto($id: Int!, $input: AggiornaCategoriaGustoInput!) {\n    aggiornaCategoriaGusto(id: $id, input: $input) {\n      ...ImpostazioniCategoriaGustoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EliminaCategoriaGusto($id: Int!) {\n    eliminaCategoriaGusto(id: $id)\n  }\n"): (typeof documents)["\n  mutation EliminaCategoriaGusto($id: Int!) {\n    eliminaCategoriaGusto(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConfigurazioneEmail {\n    emailConfig {\n      chiave\n      valore\n      descrizione\n    }\n  }\n"): (typeof documents)["\n  query ConfigurazioneEmail {\n    emailConfig {\n      chiave\n      valore\n      descrizione\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SalvaEmailConfig($configs: [EmailConfigEntryInput!]!) {\n    salvaEmailConfig(configs: $configs) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SalvaEmailConfig($configs: [EmailConfigEntryInput!]!) {\n    salvaEmailConfig(configs: $configs) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviaEmailTest($email: String) {\n    inviaEmailTest(email: $email) {\n      success\n      message\n      emailId\n    }\n  }\n"): (typeof documents)["\n  mutation InviaEmailTest($email: String) {\n    inviaEmailTest(email: $email) {\n      success\n      message\n      emailId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GestioneIngredienteCampi on Ingrediente {\n    id\n    nome\n    descrizione\n    costoPerUnita\n    unitaMisura\n    fornitore\n    calorie\n    carboidrati\n    zuccheri\n    grassi\n    proteine\n    sale\n    pac\n    pod\n    pacPodDerivati\n    acqua\n    grassiSaturi\n    fibre\n    slng\n    saccarosio\n    glucosio\n    fruttosio\n    lattosio\n    maltosio\n    alcol\n    burroCacao\n    solidiCacao\n    grassiFruttaSecca\n    stabilizzanti\n    densita\n    sciroppoGlucosio\n    de\n    eritritolo\n    maltitolo\n    sorbitolo\n    trealosio\n    inulina\n    polidestrosio\n    sucralosio\n    glicosidiSteviolo\n    allergeniContiene\n    allergeniTracce\n    allergeniDichiarati\n    nomeEtichetta\n    caratterizzante\n    pesoPezzoG\n    ingredientiComposti\n    additivo {\n      categoria\n      nome\n      eNumero\n    }\n    attivo\n  }\n"): (typeof documents)["\n  fragment GestioneIngredienteCampi on Ingrediente {\n    id\n    nome\n    descrizione\n    costoPerUnita\n    unitaMisura\n    fornitore\n    calorie\n    carboidrati\n    zuccheri\n    grassi\n    proteine\n    sale\n    pac\n    pod\n    pacPodDerivati\n    acqua\n    grassiSaturi\n    fibre\n    slng\n    saccarosio\n    glucosio\n    fruttosio\n    lattosio\n    maltosio\n    alcol\n    burroCacao\n    solidiCacao\n    grassiFruttaSecca\n    stabilizzanti\n    densita\n    sciroppoGlucosio\n    de\n    eritritolo\n    maltitolo\n    sorbitolo\n    trealosio\n    inulina\n    polidestrosio\n    sucralosio\n    glicosidiSteviolo\n    allergeniContiene\n    allergeniTracce\n    allergeniDichiarati\n    nomeEtichetta\n    caratterizzante\n    pesoPezzoG\n    ingredientiComposti\n    additivo {\n      categoria\n      nome\n      eNumero\n    }\n    attivo\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GestioneIngredienti($includiDisattivi: Boolean) {\n    ingredienti(includiDisattivi: $includiDisattivi) {\n      ...GestioneIngredienteCampi\n    }\n  }\n"): (typeof documents)["\n  query GestioneIngredienti($includiDisattivi: Boolean) {\n    ingredienti(includiDisattivi: $includiDisattivi) {\n      ...GestioneIngredienteCampi\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatisticheIngredienti($dataInizio: String, $dataFine: String) {\n    statisticheIngredienti(dataInizio: $dataInizio, dataFine: $dataFine) {\n      periodo {\n        dataInizio\n        dataFine\n      }\n      totali {\n        ingredientiAnalizzati\n        kgTotaliProdotti\n        quantitaTotaleUtilizzata\n        costoTotale\n      }\n      statistiche {\n        id\n        nome\n        gustiUtilizzati\n        kgProdottiTotali\n        quantitaUtilizzataKg\n        quantitaUtilizzata\n        costoPerUnita\n        unitaMisura\n        costoTotaleUtilizzato\n        costoMedioEffettivo\n        fornitore\n      }\n    }\n  }\n"): (typeof documents)["\n  query StatisticheIngredienti($dataInizio: String, $dataFine: String) {\n    statisticheIngredienti(dataInizio: $dataInizio, dataFine: $dataFine) {\n      periodo {\n        dataInizio\n        dataFine\n      }\n      totali {\n        ingredientiAnalizzati\n        kgTotaliProdotti\n        quantitaTotaleUtilizzata\n        costoTotale\n      }\n      statistiche {\n        id\n        nome\n        gustiUtilizzati\n        kgProdottiTotali\n        quantitaUtilizzataKg\n        quantitaUtilizzata\n        costoPerUnita\n        unitaMisura\n        costoTotaleUtilizzato\n        costoMedioEffettivo\n        fornitore\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreaIngrediente($input: IngredienteInput!) {\n    creaIngrediente(input: $input) {\n      ...GestioneIngredienteCampi\n    }\n  }\n"): (typeof documents)["\n  mutation CreaIngrediente($input: IngredienteInput!) {\n    creaIngrediente(input: $input) {\n      ...GestioneIngredienteCampi\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AggiornaIngrediente($id: Int!, $input: AggiornaIngredienteInput!) {\n    aggiornaIngrediente(id: $id, input: $input) {\n      ...GestioneIngredienteCampi\n    }\n  }\n"): (typeof documents)["\n  mutation AggiornaIngrediente($id: Int!, $input: AggiornaIngredienteInput!) {\n    aggiornaIngrediente(id: $id, input: $input) {\n      ...GestioneIngredienteCampi\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttivaIngrediente($id: Int!) {\n    attivaIngrediente(id: $id) {\n      ...GestioneIngredienteCampi\n    }\n  }\n"): (typeof documents)["\n  mutation AttivaIngrediente($id: Int!) {\n    attivaIngrediente(id: $id) {\n      ...GestioneIngredienteCampi\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisattivaIngrediente($id: Int!) {\n    disattivaIngrediente(id: $id) {\n      ...GestioneIngredienteCampi\n    }\n  }\n"): (typeof documents)["\n  mutation DisattivaIngrediente($id: Int!) {\n    disattivaIngrediente(id: $id) {\n      ...GestioneIngredienteCampi\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibreriaIngredienti {\n    libreriaIngredienti {\n      codice\n      nome\n      descrizione\n      unitaMisura\n      fonte\n      allergeni\n      calorie\n      carboidrati\n      zuccheri\n      grassi\n      proteine\n      sale\n      acqua\n      grassiSaturi\n      fibre\n      slng\n      saccarosio\n      glucosio\n      fruttosio\n      lattosio\n      maltosio\n      alcol\n      burroCacao\n      solidiCacao\n      grassiFruttaSecca\n      stabilizzanti\n      densita\n      sciroppoGlucosio\n      de\n      eritritolo\n      maltitolo\n      sorbitolo\n      trealosio\n      inulina\n      polidestrosio\n      sucralosio\n      glicosidiSteviolo\n      pac\n      pod\n    }\n  }\n"): (typeof documents)["\n  query LibreriaIngredienti {\n    libreriaIngredienti {\n      codice\n      nome\n      descrizione\n      unitaMisura\n      fonte\n      allergeni\n      calorie\n      carboidrati\n      zuccheri\n      grassi\n      proteine\n      sale\n      acqua\n      grassiSaturi\n      fibre\n      slng\n      saccarosio\n      glucosio\n      fruttosio\n      lattosio\n      maltosio\n      alcol\n      burroCacao\n      solidiCacao\n      grassiFruttaSecca\n      stabilizzanti\n      densita\n      sciroppoGlucosio\n      de\n      eritritolo\n      maltitolo\n      sorbitolo\n      trealosio\n      inulina\n      polidestrosio\n      sucralosio\n      glicosidiSteviolo\n      pac\n      pod\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChiaviApi {\n    chiaviApi {\n      id\n      nome\n      prefisso\n      scopes\n      scadenza\n      ipConsentiti\n      creataIl\n      revocataIl\n      ultimoUsoIl\n      ultimoUsoIp\n    }\n  }\n"): (typeof documents)["\n  query ChiaviApi {\n    chiaviApi {\n      id\n      nome\n      prefisso\n      scopes\n      scadenza\n      ipConsentiti\n      creataIl\n      revocataIl\n      ultimoUsoIl\n      ultimoUsoIp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreaChiaveApi($nome: String!, $scopes: [String!]!, $scadenza: String, $ipConsentiti: [String!]) {\n    creaChiaveApi(nome: $nome, scopes: $scopes, scadenza: $scadenza, ipConsentiti: $ipConsentiti) {\n      chiave\n      chiaveApi {\n        id\n        nome\n        prefisso\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreaChiaveApi($nome: String!, $scopes: [String!]!, $scadenza: String, $ipConsentiti: [String!]) {\n    creaChiaveApi(nome: $nome, scopes: $scopes, scadenza: $scadenza, ipConsentiti: $ipConsentiti) {\n      chiave\n      chiaveApi {\n        id\n        nome\n        prefisso\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevocaChiaveApi($id: Int!) {\n    revocaChiaveApi(id: $id) {\n      id\n      revocataIl\n    }\n  }\n"): (typeof documents)["\n  mutation RevocaChiaveApi($id: Int!) {\n    revocaChiaveApi(id: $id) {\n      id\n      revocataIl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Webhooks {\n    webhooks {\n      id\n      url\n      eventi\n      attivo\n      creatoIl\n      failingSince\n    }\n  }\n"): (typeof documents)["\n  query Webhooks {\n    webhooks {\n      id\n      url\n      eventi\n      attivo\n      creatoIl\n      failingSince\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreaWebhook($url: String!, $eventi: [String!]!) {\n    creaWebhook(url: $url, eventi: $eventi) {\n      segreto\n      webhook {\n        id\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreaWebhook($url: String!, $eventi: [String!]!) {\n    creaWebhook(url: $url, eventi: $eventi) {\n      segreto\n      webhook {\n        id\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EliminaWebhook($id: Int!) {\n    eliminaWebhook(id: $id)\n  }\n"): (typeof documents)["\n  mutation EliminaWebhook($id: Int!) {\n    eliminaWebhook(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsegneWebhook($webhookId: Int) {\n    consegneWebhook(webhookId: $webhookId) {\n      id\n      webhookId\n      tipo\n      stato\n      statusCode\n      durataMs\n      tentativi\n      errore\n      createdAt\n      inviataIl\n      prossimoTentativo\n    }\n  }\n"): (typeof documents)["\n  query ConsegneWebhook($webhookId: Int) {\n    consegneWebhook(webhookId: $webhookId) {\n      id\n      webhookId\n      tipo\n      stato\n      statusCode\n      durataMs\n      tentativi\n      errore\n      createdAt\n      inviataIl\n      prossimoTentativo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReinviaConsegnaWebhook($id: Int!) {\n    reinviaConsegnaWebhook(id: $id) {\n      id\n      stato\n      tentativi\n      prossimoTentativo\n    }\n  }\n"): (typeof documents)["\n  mutation ReinviaConsegnaWebhook($id: Int!) {\n    reinviaConsegnaWebhook(id: $id) {\n      id\n      stato\n      tentativi\n      prossimoTentativo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Listino {\n    listino {\n      gustoId\n      puntoVenditaId\n      prezzoKg\n    }\n    prezzoListinoPredefinito\n  }\n"): (typeof documents)["\n  query Listino {\n    listino {\n      gustoId\n      puntoVenditaId\n      prezzoKg\n    }\n    prezzoListinoPredefinito\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ListinoImpostaPrezzo($input: PrezzoListinoInput!) {\n    impostaPrezzoListino(input: $input) {\n      gustoId\n      puntoVenditaId\n      prezzoKg\n    }\n  }\n"): (typeof documents)["\n  mutation ListinoImpostaPrezzo($input: PrezzoListinoInput!) {\n    impostaPrezzoListino(input: $input) {\n      gustoId\n      puntoVenditaId\n      prezzoKg\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ListinoEliminaPrezzo($gustoId: Int!, $puntoVenditaId: Int) {\n    eliminaPrezzoListino(gustoId: $gustoId, puntoVenditaId: $puntoVenditaId) {\n      gustoId\n    }\n  }\n"): (typeof documents)["\n  mutation ListinoEliminaPrezzo($gustoId: Int!, $puntoVenditaId: Int) {\n    eliminaPrezzoListino(gustoId: $gustoId, puntoVenditaId: $puntoVenditaId) {\n      gustoId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ListinoAumenta($input: AumentoListinoInput!) {\n    aumentaListino(input: $input) {\n      gustoId\n      puntoVenditaId\n      prezzoKg\n    }\n  }\n"): (typeof documents)["\n  mutation ListinoAumenta($input: AumentoListinoInput!) {\n    aumentaListino(input: $input) {\n      gustoId\n      puntoVenditaId\n      prezzoKg\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListinoPorzioni($puntoVenditaId: Int) {\n    porzioni(puntoVenditaId: $puntoVenditaId) {\n      id\n      puntoVenditaId\n      tipo\n      grammi\n      prezzo\n      prezzoKg\n    }\n  }\n"): (typeof documents)["\n  query ListinoPorzioni($puntoVenditaId: Int) {\n    porzioni(puntoVenditaId: $puntoVenditaId) {\n      id\n      puntoVenditaId\n      tipo\n      grammi\n      prezzo\n      prezzoKg\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ListinoImpostaPorzione($input: PorzioneInput!) {\n    impostaPorzione(input: $input) {\n      id\n      puntoVenditaId\n      tipo\n      grammi\n      prezzo\n      prezzoKg\n    }\n  }\n"): (typeof documents)["\n  mutation ListinoImpostaPorzione($input: PorzioneInput!) {\n    impostaPorzione(input: $input) {\n      id\n      puntoVenditaId\n      tipo\n      grammi\n      prezzo\n      prezzoKg\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ListinoEliminaPorzione($puntoVenditaId: Int!, $tipo: TipoPorzione!) {\n    eliminaPorzione(puntoVenditaId: $puntoVenditaId, tipo: $tipo) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ListinoEliminaPorzione($puntoVenditaId: Int!, $tipo: TipoPorzione!) {\n    eliminaPorzione(puntoVenditaId: $puntoVenditaId, tipo: $tipo) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LogAttivita($limite: Int!, $offset: Int!) {\n    logAttivita(limite: $limite, offset: $offset) {\n      totale\n      righe {\n        id\n        utenteId\n        utenteNome\n        utenteEmail\n        azione\n        dettagli\n        ipAddress\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query LogAttivita($limite: Int!, $offset: Int!) {\n    logAttivita(limite: $limite, offset: $offset) {\n      totale\n      righe {\n        id\n        utenteId\n        utenteNome\n        utenteEmail\n        azione\n        dettagli\n        ipAddress\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EliminaLogAttivita($id: Int!) {\n    eliminaLogAttivita(id: $id)\n  }\n"): (typeof documents)["\n  mutation EliminaLogAttivita($id: Int!) {\n    eliminaLogAttivita(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GestionePuntoVenditaFields on PuntoVendita {\n    id\n    nome\n    indirizzo\n    attivo\n    temperaturaVetrina\n    latitudine\n    longitudine\n    santoPatrono\n    createdAt\n  }\n"): (typeof documents)["\n  fragment GestionePuntoVenditaFields on PuntoVendita {\n    id\n    nome\n    indirizzo\n    attivo\n    temperaturaVetrina\n    latitudine\n    longitudine\n    santoPatrono\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GestionePuntiVendita {\n    puntiVendita {\n      ...GestionePuntoVenditaFields\n    }\n  }\n"): (typeof documents)["\n  query GestionePuntiVendita {\n    puntiVendita {\n      ...GestionePuntoVenditaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreaPuntoVendita($input: PuntoVenditaInput!) {\n    creaPuntoVendita(input: $input) {\n      ...GestionePuntoVenditaFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreaPuntoVendita($input: PuntoVenditaInput!) {\n    creaPuntoVendita(input: $input) {\n      ...GestionePuntoVenditaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AggiornaPuntoVendita($id: Int!, $input: AggiornaPuntoVenditaInput!) {\n    aggiornaPuntoVendita(id: $id, input: $input) {\n      ...GestionePuntoVenditaFields\n    }\n  }\n"): (typeof documents)["\n  mutation AggiornaPuntoVendita($id: Int!, $input: AggiornaPuntoVenditaInput!) {\n    aggiornaPuntoVendita(id: $id, input: $input) {\n      ...GestionePuntoVenditaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EliminaPuntoVendita($id: Int!) {\n    eliminaPuntoVendita(id: $id)\n  }\n"): (typeof documents)["\n  mutation EliminaPuntoVendita($id: Int!) {\n    eliminaPuntoVendita(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImpostazioniDatabaseStats {\n    adminStats {\n      utenti\n      gusti\n      ingredienti\n      puntiVendita\n      categorieGusti\n      allergeni\n      produzioneTotale\n      produzioneUltimoMese\n      produzioni\n    }\n  }\n"): (typeof documents)["\n  query ImpostazioniDatabaseStats {\n    adminStats {\n      utenti\n      gusti\n      ingredienti\n      puntiVendita\n      categorieGusti\n      allergeni\n      produzioneTotale\n      produzioneUltimoMese\n      produzioni\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetDatabase($password: String!) {\n    resetDatabase(password: $password) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetDatabase($password: String!) {\n    resetDatabase(password: $password) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrezzoVenditaKg {\n    configurazioni {\n      chiave\n      valore\n    }\n  }\n"): (typeof documents)["\n  query PrezzoVenditaKg {\n    configurazioni {\n      chiave\n      valore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImpostaPrezzoVendita($valore: String!) {\n    impostaConfigurazione(chiave: \"prezzo_vendita_kg\", valore: $valore) {\n      chiave\n      valore\n    }\n  }\n"): (typeof documents)["\n  mutation ImpostaPrezzoVendita($valore: String!) {\n    impostaConfigurazione(chiave: \"prezzo_vendita_kg\", valore: $valore) {\n      chiave\n      valore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoricoProduzioneCampi on Produzione {\n    id\n    data\n    puntoVenditaId\n    puntoVenditaNome\n    operatoreId\n    operatoreNome\n    kgTotale\n    note\n    inviatoEmail\n    createdAt\n    costoTotale @include(if: $conCosti)\n    gusti {\n      gustoId\n      gustoNome\n      gustoCategoria\n      gustoColore\n      quantitaKg\n      foodCost @include(if: $conCosti)\n    }\n  }\n"): (typeof documents)["\n  fragment StoricoProduzioneCampi on Produzione {\n    id\n    data\n    puntoVenditaId\n    puntoVenditaNome\n    operatoreId\n    operatoreNome\n    kgTotale\n    note\n    inviatoEmail\n    createdAt\n    costoTotale @include(if: $conCosti)\n    gusti {\n      gustoId\n      gustoNome\n      gustoCategoria\n      gustoColore\n      quantitaKg\n      foodCost @include(if: $conCosti)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoricoProduzioni(\n    $filtro: FiltroProduzioni\n    $ordinamento: OrdinamentoProduzioni\n    $limit: Int\n    $offset: Int\n    $conCosti: Boolean!\n  ) {\n    produzioni(filtro: $filtro, ordinamento: $ordinamento, limit: $limit, offset: $offset) {\n      totale\n      righe {\n        ...StoricoProduzioneCampi\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoricoProduzioni(\n    $filtro: FiltroProduzioni\n    $ordinamento: OrdinamentoProduzioni\n    $limit: Int\n    $offset: Int\n    $conCosti: Boolean!\n  ) {\n    produzioni(filtro: $filtro, ordinamento: $ordinamento, limit: $limit, offset: $offset) {\n      totale\n      righe {\n        ...StoricoProduzioneCampi\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoricoDatiFiltri($gestione: Boolean!) {\n    puntiVendita {\n      id\n      nome\n      attivo\n    }\n    gusti(includiDisattivi: $gestione) {\n      id\n      nome\n      attivo\n      colore\n      categoria {\n        id\n        nome\n      }\n      foodCost @include(if: $gestione)\n    }\n    utenti @include(if: $gestione) {\n      id\n      nome\n    }\n  }\n"): (typeof documents)["\n  query StoricoDatiFiltri($gestione: Boolean!) {\n    puntiVendita {\n      id\n      nome\n      attivo\n    }\n    gusti(includiDisattivi: $gestione) {\n      id\n      nome\n      attivo\n      colore\n      categoria {\n        id\n        nome\n      }\n      foodCost @include(if: $gestione)\n    }\n    utenti @include(if: $gestione) {\n      id\n      nome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoricoModificaProduzione($id: Int!, $input: ModificaProduzioneInput!, $conCosti: Boolean!) {\n    modificaProduzione(id: $id, input: $input) {\n      ...StoricoProduzioneCampi\n    }\n  }\n"): (typeof documents)["\n  mutation StoricoModificaProduzione($id: Int!, $input: ModificaProduzioneInput!, $conCosti: Boolean!) {\n    modificaProduzione(id: $id, input: $input) {\n      ...StoricoProduzioneCampi\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoricoEliminaProduzione($id: Int!) {\n    eliminaProduzione(id: $id)\n  }\n"): (typeof documents)["\n  mutation StoricoEliminaProduzione($id: Int!) {\n    eliminaProduzione(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoricoInviaEmailProduzione($id: Int!) {\n    inviaEmailProduzione(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation StoricoInviaEmailProduzione($id: Int!) {\n    inviaEmailProduzione(id: $id) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GestioneUtenteFields on User {\n    id\n    nome\n    email\n    ruolo\n    puntoVenditaId\n    puntoVenditaNome\n    attivo\n    createdAt\n  }\n"): (typeof documents)["\n  fragment GestioneUtenteFields on User {\n    id\n    nome\n    email\n    ruolo\n    puntoVenditaId\n    puntoVenditaNome\n    attivo\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GestioneUtenti {\n    utenti {\n      ...GestioneUtenteFields\n    }\n  }\n"): (typeof documents)["\n  query GestioneUtenti {\n    utenti {\n      ...GestioneUtenteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GestioneUtentiPuntiVendita {\n    puntiVendita {\n      id\n      nome\n      attivo\n    }\n  }\n"): (typeof documents)["\n  query GestioneUtentiPuntiVendita {\n    puntiVendita {\n      id\n      nome\n      attivo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreaUtente($input: CreaUtenteInput!) {\n    creaUtente(input: $input) {\n      ...GestioneUtenteFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreaUtente($input: CreaUtenteInput!) {\n    creaUtente(input: $input) {\n      ...GestioneUtenteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AggiornaUtente($id: Int!, $input: AggiornaUtenteInput!) {\n    aggiornaUtente(id: $id, input: $input) {\n      ...GestioneUtenteFields\n    }\n  }\n"): (typeof documents)["\n  mutation AggiornaUtente($id: Int!, $input: AggiornaUtenteInput!) {\n    aggiornaUtente(id: $id, input: $input) {\n      ...GestioneUtenteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EliminaUtente($id: Int!) {\n    eliminaUtente(id: $id) {\n      ...GestioneUtenteFields\n    }\n  }\n"): (typeof documents)["\n  mutation EliminaUtente($id: Int!) {\n    eliminaUtente(id: $id) {\n      ...GestioneUtenteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VetrinaGiorno($puntoVenditaId: Int, $data: String) {\n    vetrina(puntoVenditaId: $puntoVenditaId, data: $data) {\n      puntoVenditaId\n      data\n      carichi {\n        id\n        gustoId\n        gustoNome\n        gustoColore\n        produzioneId\n        kg\n        kgRimasti\n      }\n      scarti {\n        id\n        gustoId\n        gustoNome\n        gustoColore\n        kg\n        motivo\n      }\n    }\n  }\n"): (typeof documents)["\n  query VetrinaGiorno($puntoVenditaId: Int, $data: String) {\n    vetrina(puntoVenditaId: $puntoVenditaId, data: $data) {\n      puntoVenditaId\n      data\n      carichi {\n        id\n        gustoId\n        gustoNome\n        gustoColore\n        produzioneId\n        kg\n        kgRimasti\n      }\n      scarti {\n        id\n        gustoId\n        gustoNome\n        gustoColore\n        kg\n        motivo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VetrinaRiepilogo($puntoVenditaId: Int, $dal: String, $al: String, $costi: Boolean!) {\n    riepilogoVetrina(puntoVenditaId: $puntoVenditaId, dal: $dal, al: $al) {\n      gustoId\n      nome\n      kgCaricati\n      kgVenduti\n      kgScarto\n      sellThrough\n      scartoPercentuale\n      ricavo @include(if: $costi)\n      margine @include(if: $costi)\n    }\n  }\n"): (typeof documents)["\n  query VetrinaRiepilogo($puntoVenditaId: Int, $dal: String, $al: String, $costi: Boolean!) {\n    riepilogoVetrina(puntoVenditaId: $puntoVenditaId, dal: $dal, al: $al) {\n      gustoId\n      nome\n      kgCaricati\n      kgVenduti\n      kgScarto\n      sellThrough\n      scartoPercentuale\n      ricavo @include(if: $costi)\n      margine @include(if: $costi)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VetrinaProduzioniGiorno($filtro: FiltroProduzioni) {\n    produzioni(filtro: $filtro, limit: 100) {\n      righe {\n        id\n        gusti {\n          gustoId\n          gustoNome\n          gustoColore\n          quantitaKg\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query VetrinaProduzioniGiorno($filtro: FiltroProduzioni) {\n    produzioni(filtro: $filtro, limit: 100) {\n      righe {\n        id\n        gusti {\n          gustoId\n          gustoNome\n          gustoColore\n          quantitaKg\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VetrinaCaricaVaschetta($input: CaricoVetrinaInput!, $idempotencyKey: String) {\n    caricaVaschetta(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation VetrinaCaricaVaschetta($input: CaricoVetrinaInput!, $idempotencyKey: String) {\n    caricaVaschetta(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VetrinaChiudiVaschetta($input: ChiusuraVetrinaInput!, $idempotencyKey: String) {\n    chiudiVaschetta(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      kgRimasti\n    }\n  }\n"): (typeof documents)["\n  mutation VetrinaChiudiVaschetta($input: ChiusuraVetrinaInput!, $idempotencyKey: String) {\n    chiudiVaschetta(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      kgRimasti\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VetrinaRegistraScarto($input: ScartoVetrinaInput!, $idempotencyKey: String) {\n    registraScarto(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation VetrinaRegistraScarto($input: ScartoVetrinaInput!, $idempotencyKey: String) {\n    registraScarto(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VetrinaCorreggiChiusura($input: ChiusuraVetrinaInput!) {\n    correggiChiusuraVaschetta(input: $input) {\n      id\n      kg\n      kgRimasti\n    }\n  }\n"): (typeof documents)["\n  mutation VetrinaCorreggiChiusura($input: ChiusuraVetrinaInput!) {\n    correggiChiusuraVaschetta(input: $input) {\n      id\n      kg\n      kgRimasti\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;