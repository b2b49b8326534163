# Production image: the API serving the built web app.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json ./
COPY api/package.json api/
COPY web/package.json web/
# the science and contract packages are built by the root "prepare" script during npm ci
COPY packages packages
RUN npm ci --no-audit --no-fund
COPY api api
COPY web web
COPY schema.graphql codegen.yml ./
RUN npm run build && npm prune --omit=dev --workspaces --include-workspace-root

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3001 HOST=0.0.0.0 MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages/scienza/package.json packages/scienza/
COPY --from=build /app/packages/scienza/dist packages/scienza/dist
COPY --from=build /app/packages/contratto/package.json packages/contratto/
COPY --from=build /app/packages/contratto/dist packages/contratto/dist
COPY --from=build /app/api/package.json api/
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/web/dist web/dist
COPY docs docs
USER node
EXPOSE 3001
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3001)+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--max-semi-space-size=8", "api/dist/main.js"]
