/** Numbers may come as JSON numbers or numeric strings ("1,5" too); blank strings mean "not given" (in the contract shared with the web app). */
export { toNumber } from '@gelatiere/contratto';
