import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { parseInput } from '../../common/validation.js';
import { loginSchema } from './auth.schema.js';
import type { RequestContext } from '../../common/context.js';
import { Authenticated, Public } from '../../graphql/access.js';
import { UserType } from '../utenti/utente.types.js';
import { AuthPayloadType } from './auth.types.js';

@Resolver()
export class AuthResolver {
  @Public()
  @Mutation(() => AuthPayloadType, { description: 'Accesso con email e password' })
  login(
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
    @Ctx() ctx: RequestContext,
  ): Promise<AuthPayloadType> {
    return ctx.services.auth.login(ctx, parseInput(loginSchema, { email, password }));
  }

  @Authenticated()
  @Mutation(() => Boolean, { description: 'Revoca il token corrente' })
  async logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.auth.logout(ctx);
    return true;
  }

  @Authenticated()
  @Query(() => UserType, { description: "L'utente autenticato" })
  me(@Ctx() ctx: RequestContext): Promise<UserType> {
    return ctx.services.auth.me(ctx);
  }
}
