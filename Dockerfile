# Agora in a container. Build and run with `docker compose up -d` (compose.yaml), or:
#   docker build -t agora . && docker run -d --env-file .env -v agora-data:/data agora
# DISCORD_TOKEN comes from the environment (an env file); the database lives on the /data volume.
# The image holds the runtime requirements only (tests and lint: requirements-dev.txt, never here);
# the fonts the boards are drawn with ship in render/fonts/, so it draws what the console draws.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    AGORA_DB=/data/agora.db \
    AGORA_BACKUP_DIR=/data/backups \
    AGORA_REQUIRE_TOKEN=1

WORKDIR /app
COPY requirements.txt ./
RUN pip install --no-cache-dir -r requirements.txt

COPY bot.py pyproject.toml ./
COPY engine ./engine
COPY storage ./storage
COPY service ./service
COPY cogs ./cogs
COPY render ./render
COPY present ./present
COPY web ./web
COPY i18n ./i18n
COPY offline ./offline

# Never run as root; the database and its backups go to a volume the bot user owns.
RUN useradd --create-home --uid 10001 agora && mkdir -p /data && chown agora:agora /data
USER agora
VOLUME ["/data"]

# Healthy: the bot's heartbeat (rewritten every 15 s) says it is connected to Discord and its
# database answers (service/health.py). SIGTERM (docker stop) stops it cleanly: interactions under
# way finish, delivery stops between two games, the database is closed (within compose.yaml's
# stop_grace_period).
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 CMD ["python", "bot.py", "--health"]
STOPSIGNAL SIGTERM
CMD ["python", "bot.py"]
