/** 眼镜开发者模式的说明（content/sdk/developer-mode.ts 的译文），CXR-S SDK 页面和常见问题共用。 */
import {
  DEVELOPER_MODE_CERTIFICATE_DAYS,
  DEVELOPER_MODE_KEYS_PATH,
  MAX_DEVICES_PER_DEVELOPER,
} from '@app/contracts/device-models';

export const developerModeSteps = `在开发者控制台的“设备”标签页中登记你的眼镜（型号和序列号），登记即申请开发者模式。申请由工作人员审核；如果开启了自动授予，则会立即获批。审核结果会通过电子邮件通知你。之后在“设备”标签页下载该设备的开发者模式证书，通过 USB-C 复制到眼镜上，并在眼镜的 Settings > About > Developer options（设置 > 关于 > 开发者选项）中确认，眼镜会重启一次。每个帐号最多登记 ${MAX_DEVICES_PER_DEVELOPER} 台设备；一个序列号只能属于一个帐号。`;

export const developerModeCheck = `证书是一个 JSON 文件，包含一份声明（你的姓名和电子邮件地址、眼镜型号和序列号、签发时间和到期时间，以及签名密钥的 ID），以及对该声明规范字节（RFC 8785 JSON：键已排序，无空格）的 Ed25519 签名。眼镜会在 ${DEVELOPER_MODE_KEYS_PATH} 发布的公钥（一个 JWK 集合，眼镜联网时会刷新）中查找该密钥 ID，验证签名，并检查序列号是否与本机一致、当前时间是否在签发时间和到期时间之间。证书有效期为 ${DEVELOPER_MODE_CERTIFICATE_DAYS} 天，到期后请重新申请开发者模式。由于校验可以离线完成，已在眼镜上的证书即使被吊销，也会一直有效到到期为止，因此请同时将其从眼镜上删除。`;
