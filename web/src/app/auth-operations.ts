import { graphql } from '../gql';

export const SESSION_USER_FRAGMENT = graphql(`
  fragment SessionUser on User {
    id
    nome
    email
    ruolo
    puntoVenditaId
    puntoVenditaNome
    attivo
    createdAt
  }
`);

export const ME_QUERY = graphql(`
  query Me {
    me {
      ...SessionUser
    }
  }
`);

export const LOGIN_MUTATION = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      user {
        ...SessionUser
      }
    }
  }
`);

export const LOGOUT_MUTATION = graphql(`
  mutation Logout {
    logout
  }
`);
