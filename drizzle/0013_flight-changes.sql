CREATE TABLE "demo_flights" (
	"flight_number" text PRIMARY KEY NOT NULL,
	"terminal" text,
	"gate" text,
	"boarding_time" timestamp with time zone NOT NULL,
	"departure_time" timestamp with time zone NOT NULL,
	"scheduled_departure_time" timestamp with time zone NOT NULL,
	"destination" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "flight_watch" jsonb;