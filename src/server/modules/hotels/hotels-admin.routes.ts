import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParam, messageReply } from '../../../shared/contracts/common';
import {
  hotelBody,
  photoOrderBody,
  roomTypeBody,
  staffHotelReply,
  staffHotelsReply,
  staffPhotoReply,
  staffRoomTypeReply,
} from '../../../shared/contracts/staff-hotels';
import { HttpError, badRequest } from '../../http-errors';
import { requireStaff, sessionStaff } from '../../plugins/staff-session';
import type { App, AppDeps } from '../../types';
import { createPhotoStore } from '../photos/photos.service';
import { MAX_PHOTO_BYTES, TOO_LARGE } from './photo-files';
import * as service from './hotels-admin.service';

const hotelParams = z.object({ hotelId: idParam });
const roomTypeParams = z.object({ hotelId: idParam, roomTypeId: idParam });
const hotelPhotoParams = z.object({ hotelId: idParam, photoId: idParam });
const roomPhotoParams = z.object({ hotelId: idParam, roomTypeId: idParam, photoId: idParam });

const MAX_ALT = 200;

/** The photo and its alt text from a multipart form (ADR 143): one file, a few short fields. */
async function readUpload(req: FastifyRequest): Promise<{ file: Buffer; alt: string }> {
  if (!req.isMultipart())
    throw new HttpError(415, 'Send the photo as a form upload (multipart/form-data).');
  let file: Buffer | null = null;
  let alt = '';
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (file) throw badRequest('Upload one photo at a time.');
        file = await part.toBuffer();
      } else if (part.fieldname === 'alt' && typeof part.value === 'string') {
        alt = part.value.trim();
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, TOO_LARGE);
    if (code === 'FST_FILES_LIMIT') throw badRequest('Upload one photo at a time.');
    throw badRequest('The upload could not be read. Please try again.');
  }
  if (!file || file.length === 0) throw badRequest('Choose a photo to upload.');
  if (!alt)
    throw badRequest('Describe the photo for people who cannot see it (alt text).', [
      { path: 'alt', message: 'Describe the photo (alt text).' },
    ]);
  if (alt.length > MAX_ALT)
    throw badRequest(`The description is too long (at most ${MAX_ALT} characters).`, [
      { path: 'alt', message: `At most ${MAX_ALT} characters.` },
    ]);
  return { file, alt };
}

/**
 * The back office's hotels, room types and photos (ADR 140–143; rates and closures: the rates
 * module, ADR 275). Admins reach every hotel, a hotel manager only theirs (404 otherwise); a
 * front-desk clerk reads their own hotels (the list and one hotel; 404 for another) and changes
 * nothing (403); other roles get 403.
 */
export async function hotelsAdminRoutes(app: App, deps: AppDeps): Promise<void> {
  const { db, now, config } = deps;
  // uploaded photos' variants: the configured store, shared by every process (ADR 240)
  const photos = createPhotoStore(config, db);
  const hotelStaff = { onRequest: requireStaff('hotel_manager') };
  // a front-desk clerk reads their own hotels (its times, rooms, cut-off) but changes nothing here
  const hotelReaders = { onRequest: requireStaff('hotel_manager', 'front_desk') };
  const ctx = (req: FastifyRequest) => ({ db, staff: sessionStaff(req), now: now() });

  app.get(
    '/api/staff/hotels',
    { ...hotelReaders, schema: { response: { 200: staffHotelsReply } } },
    async (req) => ({ success: true as const, data: await service.listHotels(ctx(req)) }),
  );

  app.get(
    '/api/staff/hotels/:hotelId',
    { ...hotelReaders, schema: { params: hotelParams, response: { 200: staffHotelReply } } },
    async (req) => ({
      success: true as const,
      data: await service.getHotel(ctx(req), req.params.hotelId),
    }),
  );

  app.put(
    '/api/staff/hotels/:hotelId',
    {
      ...hotelStaff,
      schema: { params: hotelParams, body: hotelBody, response: { 200: staffHotelReply } },
    },
    async (req) => ({
      success: true as const,
      message: 'Hotel saved.',
      data: await service.updateHotel(ctx(req), req.params.hotelId, req.body),
    }),
  );

  app.post(
    '/api/staff/hotels/:hotelId/room-types',
    {
      ...hotelStaff,
      schema: { params: hotelParams, body: roomTypeBody, response: { 201: staffRoomTypeReply } },
    },
    async (req, reply) => {
      const data = await service.createRoomType(ctx(req), req.params.hotelId, req.body);
      return reply.status(201).send({ success: true as const, message: 'Room type added.', data });
    },
  );

  app.get(
    '/api/staff/hotels/:hotelId/room-types/:roomTypeId',
    { ...hotelStaff, schema: { params: roomTypeParams, response: { 200: staffRoomTypeReply } } },
    async (req) => ({
      success: true as const,
      data: await service.getRoomType(ctx(req), req.params.hotelId, req.params.roomTypeId),
    }),
  );

  app.put(
    '/api/staff/hotels/:hotelId/room-types/:roomTypeId',
    {
      ...hotelStaff,
      schema: { params: roomTypeParams, body: roomTypeBody, response: { 200: staffRoomTypeReply } },
    },
    async (req) => ({
      success: true as const,
      message: 'Room type saved.',
      data: await service.updateRoomType(
        ctx(req),
        req.params.hotelId,
        req.params.roomTypeId,
        req.body,
      ),
    }),
  );

  // photos: JSON routes here, uploads in a scope that parses multipart
  app.delete(
    '/api/staff/hotels/:hotelId/photos/:photoId',
    { ...hotelStaff, schema: { params: hotelPhotoParams, response: { 200: messageReply } } },
    async (req) => {
      await service.deletePhoto(
        ctx(req),
        photos,
        { hotelId: req.params.hotelId },
        req.params.photoId,
      );
      return { success: true as const, message: 'Photo deleted.' };
    },
  );

  app.put(
    '/api/staff/hotels/:hotelId/photos/order',
    {
      ...hotelStaff,
      schema: { params: hotelParams, body: photoOrderBody, response: { 200: messageReply } },
    },
    async (req) => {
      await service.reorderPhotos(ctx(req), { hotelId: req.params.hotelId }, req.body.ids);
      return { success: true as const, message: 'Photo order saved.' };
    },
  );

  app.delete(
    '/api/staff/hotels/:hotelId/room-types/:roomTypeId/photos/:photoId',
    { ...hotelStaff, schema: { params: roomPhotoParams, response: { 200: messageReply } } },
    async (req) => {
      const { hotelId, roomTypeId, photoId } = req.params;
      await service.deletePhoto(ctx(req), photos, { hotelId, roomTypeId }, photoId);
      return { success: true as const, message: 'Photo deleted.' };
    },
  );

  app.put(
    '/api/staff/hotels/:hotelId/room-types/:roomTypeId/photos/order',
    {
      ...hotelStaff,
      schema: { params: roomTypeParams, body: photoOrderBody, response: { 200: messageReply } },
    },
    async (req) => {
      const { hotelId, roomTypeId } = req.params;
      await service.reorderPhotos(ctx(req), { hotelId, roomTypeId }, req.body.ids);
      return { success: true as const, message: 'Photo order saved.' };
    },
  );

  await app.register(async (scope: App) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 4, fieldSize: 1000, parts: 6 },
    });

    scope.post(
      '/api/staff/hotels/:hotelId/photos',
      { ...hotelStaff, schema: { params: hotelParams, response: { 201: staffPhotoReply } } },
      async (req, reply) => {
        const { file, alt } = await readUpload(req);
        const data = await service.addPhoto(
          ctx(req),
          photos,
          { hotelId: req.params.hotelId },
          file,
          alt,
        );
        return reply.status(201).send({ success: true as const, message: 'Photo added.', data });
      },
    );

    scope.post(
      '/api/staff/hotels/:hotelId/room-types/:roomTypeId/photos',
      { ...hotelStaff, schema: { params: roomTypeParams, response: { 201: staffPhotoReply } } },
      async (req, reply) => {
        const { hotelId, roomTypeId } = req.params;
        const { file, alt } = await readUpload(req);
        const data = await service.addPhoto(ctx(req), photos, { hotelId, roomTypeId }, file, alt);
        return reply.status(201).send({ success: true as const, message: 'Photo added.', data });
      },
    );
  });
}
