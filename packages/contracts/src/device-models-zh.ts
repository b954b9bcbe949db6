/**
 * The device messages in Chinese, key by key (`DeviceMessages`: none missing or extra), for the Chinese
 * console's Register glasses form (decision 0070). Terms as in apps/web/src/i18n/glossary.md (登记,
 * 序列号, 吊销 for developer mode).
 */
import { MAX_DEVICES_PER_DEVELOPER, SERIAL_MAX, SERIAL_MIN, type DeviceMessages } from './device-models';

export const deviceMessagesZh: DeviceMessages = {
  modelRequired: '请选择眼镜型号',
  serialInvalid: `请填写序列号：${SERIAL_MIN} 到 ${SERIAL_MAX} 位字母和数字（空格和连字符会被忽略）`,
  serialTaken: '此序列号已登记在某个开发者帐号下',
  limitReached: `最多只能登记 ${MAX_DEVICES_PER_DEVELOPER} 台设备。请先移除一台不再使用的设备。`,
  notFound: '未找到该设备',
  refuseReasonRequired: '请告诉开发者拒绝开启开发者模式的原因',
  transitionRefused: (from, action) => `处于 ${from} 状态的设备无法执行此操作（${action}）。`,
  notGranted: '此设备没有有效的开发者模式证书',
  removeGrantedFirst: '请先吊销此设备的开发者模式，再将其移除',
};
