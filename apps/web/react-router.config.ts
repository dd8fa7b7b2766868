import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Public pages render on the server so they work without JavaScript and carry real meta tags.
  ssr: true,
} satisfies Config;
