import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PANEL_CSS, PANEL_JS } from './assets';
import { applyPanelHeaders } from './page-headers';

/** The panel's stylesheet and script (no authentication: they hold no data). */
@Controller('panel/assets')
export class PanelAssetsController {
  @Get('panel.css')
  css(@Res() reply: FastifyReply): void {
    void applyPanelHeaders(reply).header('Cache-Control', 'public, max-age=300').type('text/css; charset=utf-8').send(PANEL_CSS);
  }

  @Get('panel.js')
  js(@Res() reply: FastifyReply): void {
    void applyPanelHeaders(reply).header('Cache-Control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(PANEL_JS);
  }
}
