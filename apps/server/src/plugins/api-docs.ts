import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { uploadFormBody } from "../images/read-upload-form.ts";

const DOCS_PATH = "/docs";

/**
 * OpenAPI at /api/openapi.json (built from the routes' zod schemas) and browsable docs at
 * /api/docs. Registered in the API's scope, before its routes, so it describes exactly those.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  // Public routes say so in the document: no bearer token needed.
  app.addHook("onRoute", (route) => {
    if (route.config?.public && route.schema) route.schema = { ...route.schema, security: [] };
  });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Lampstand API",
        version: "1.0.0",
        description:
          "The church website's API. Public: sign-in, sign-up, the public reads and the two visitor forms. " +
          "Everything else needs `Authorization: Bearer <token>` from POST /login. Errors are `{ message }`.",
      },
      servers: [{ url: "/" }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    // Multipart bodies are read by the handlers, not validated by Fastify, so a picture route
    // declares its form in its config and the description gets it from there.
    transform: (input) => {
      const form = input.route.config?.uploadForm;
      return jsonSchemaTransform(form ? { ...input, schema: { ...input.schema, body: uploadFormBody(form) } } : input);
    },
    hideUntagged: true,
  });
  // The docs pages are for anyone; mark the plugin's routes public before it adds them.
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith(`${app.prefix}${DOCS_PATH}`)) route.config = { ...route.config, public: true };
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH, staticCSP: true });
  app.get("/openapi.json", { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
}
