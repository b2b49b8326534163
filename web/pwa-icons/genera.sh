#!/bin/sh
# Draws the app icons of web/public from the brand mark (rsvg-convert: apt-get install -y librsvg2-bin).
set -e
cd "$(dirname "$0")"
cp icona.svg ../public/favicon.svg
rsvg-convert -w 192 -h 192 icona.svg -o ../public/pwa-192x192.png
rsvg-convert -w 512 -h 512 icona.svg -o ../public/pwa-512x512.png
rsvg-convert -w 512 -h 512 icona-maskable.svg -o ../public/maskable-512x512.png
rsvg-convert -w 180 -h 180 icona-maskable.svg -o ../public/apple-touch-icon-180x180.png
