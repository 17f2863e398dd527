# Agora in a container. Build and run with `docker compose up -d` (compose.yaml), or:
#   docker build -t agora . && docker run -d --env-file .env -v agora-data:/data agora
# DISCORD_TOKEN comes from the environment (an env file); the database lives on the /data volume.
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

CMD ["python", "bot.py"]
