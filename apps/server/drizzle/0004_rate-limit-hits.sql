CREATE TABLE "rate_limit_hits" (
	"route" text NOT NULL,
	"client_key" text NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_hits_route_client_key_pk" PRIMARY KEY("route","client_key")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_reset_at_idx" ON "rate_limit_hits" USING btree ("reset_at");