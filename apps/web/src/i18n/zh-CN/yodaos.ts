/** YodaOS-Sprite 页面的中文（content/yodaos.ts 的译文）。术语见 ../glossary.md。 */
import { deviceModelName } from '@app/contracts/device-models';
import { brand, productPath } from '../../site.ts';
import { images } from '../../content/images.ts';
import type { ImageAsset } from '../../content/types.ts';
import type { ZhCatalogue } from '../catalogue.tsx';
import { developers } from './developers.ts';

const studioShot = '影棚产品照，浅色中性背景，四分之三侧视角：';

/** 产品图及其中文替代文字（产品名保持原样）。 */
const productImage = (image: ImageAsset, name: string, subject: string) =>
  Object.assign({}, image, { alt: `${name} 产品图`, subject: `${studioShot}${subject}` });

const glassesImage = productImage(
  images.productGlasses,
  deviceModelName('glasses'),
  '面向企业的一体式 AR 眼镜，右侧镜腿带小巧的摄像头模组，哑光黑色',
);
const max2Image = productImage(
  images.productMax2,
  deviceModelName('max2'),
  '第二代 AR 显示眼镜，镜腿更纤薄，前框可调光',
);
const arJoy2Image = productImage(
  images.productArJoy2,
  deviceModelName('ar-joy2'),
  '轻巧的消费级 AR 眼镜，两种配色，分别为折叠和展开状态',
);
const arSpatialImage = productImage(
  images.productArSpatial,
  deviceModelName('ar-spatial'),
  '空间计算 AR 眼镜，带茶色前面罩，旁边是一个小巧的计算单元',
);

export const yodaos = {
  yodaosMeta: {
    title: 'YodaOS-Sprite 智能眼镜操作系统',
    description: `YodaOS-Sprite 是 ${brand.name} 穿戴设备的智能眼镜操作系统，基于定制的 Linux 内核，低功耗、响应快，应用安全可靠。`,
  },
  yodaosBreadcrumb: [{ label: '开发者中心', href: '/developers' }, { label: 'YodaOS-Sprite' }],
  yodaosHero: {
    title: 'YodaOS-Sprite',
    intro: `面向穿戴设备的智能眼镜操作系统。YodaOS-Sprite 基于定制的 Linux 内核，专门针对眼镜与手机的不同之处进行了优化：电池小、显示屏紧贴眼前、以语音为主要输入方式，而且设备必须保持凉爽轻便。${brand.name} 眼镜以及所有使用 CXR-S SDK 开发的应用都运行在它之上。`,
    actions: [
      { label: '开始使用', href: '/console', variant: 'primary' },
      { label: '开发 SDK', href: '/sdk/cxr-s', variant: 'outline' },
    ],
    viewConfiguration: { label: '查看配置', variant: 'outline', tab: 'hardware' },
  },
  coreFeaturesSection: {
    heading: '核心特性',
    intro: '系统的每个部分都遵循四项原则。',
  },
  coreFeatures: [
    {
      icon: 'eye',
      title: '视觉优化',
      description: '为近眼光学调校的显示管线：畸变校正、单眼校准，以及在小字号下依然清晰锐利的文字渲染。',
    },
    {
      icon: 'gauge',
      title: '性能均衡',
      description:
        '感知功耗的调度在 CPU 核心与 GPU 之间分配负载，在保持帧率稳定的同时，让贴近皮肤的镜框保持凉爽。',
    },
    {
      icon: 'sparkles',
      title: '自然交互',
      description: '语音、注视和触控都是一等输入方式；界面只显示当下重要的信息，让佩戴者专注于眼前。',
    },
    {
      icon: 'layers',
      title: '系统集成',
      description: '手机、云端和配件通过同一套服务连接，应用无需额外开发即可获得连接、同步和安全能力。',
    },
  ],
  architectureSection: {
    heading: '系统架构',
    intro: '从内核到你的应用：YodaOS-Sprite 是如何构成的。',
  },
  architectureTabs: [
    {
      id: 'overview',
      label: '概览',
      heading: '三层结构',
      intro: '应用通过稳定的 API 调用系统服务；系统服务通过驱动访问硬件，我们为每款支持的设备维护这些驱动。',
      // 与开发者首页的分层图同一份译文。
      layers: developers.architectureLayers,
      metrics: [
        { label: '能效', value: 95 },
        { label: '显示性能', value: 92 },
        { label: '系统响应速度', value: 98 },
      ],
    },
    {
      id: 'hardware',
      label: '硬件',
      heading: '硬件平台',
      intro: 'YodaOS-Sprite 针对以下参考配置进行了优化。各设备的配置有所不同，请参阅“支持的设备”。',
      lists: [
        {
          title: '处理器',
          icon: 'cpu',
          items: [
            '基于 ARM 的穿戴式 SoC，4 到 8 核',
            '独立 GPU，支持 Vulkan 和 OpenGL ES 3.2',
            '用于音频和传感器的低功耗 DSP',
            '4GB 到 8GB RAM',
          ],
        },
        {
          title: '显示',
          icon: 'monitor',
          items: [
            '双目 Micro-OLED 或 Micro-LED 光波导',
            '单眼最高 1920x1080',
            '单眼校准和畸变校正',
            '根据环境光传感器自动调节亮度',
          ],
        },
        {
          title: '音频',
          icon: 'headphones',
          items: [
            '开放式立体声扬声器',
            '3 到 5 个麦克风组成的阵列',
            '波束成形和降噪',
            '在 DSP 上常驻运行的唤醒词引擎',
          ],
        },
        {
          title: '摄像头和传感器',
          icon: 'camera',
          items: [
            '最高 4800 万像素的 RGB 摄像头',
            '空间计算设备上的追踪摄像头',
            '6 轴或 9 轴 IMU',
            '环境光和距离传感器',
          ],
        },
      ],
    },
    {
      id: 'software',
      label: '软件',
      heading: '软件栈',
      intro: '精简的运行时和少量系统服务，让内存占用和功耗保持在较低水平。',
      lists: [
        {
          title: '运行时',
          icon: 'terminal',
          items: [
            'Linux 内核：为穿戴设备定制，快速唤醒，积极进入空闲状态',
            '图形引擎：带后期重投影的合成器，让画面内容保持稳定',
            '音频框架：低延迟的采集和播放，支持空间音频',
          ],
        },
        {
          title: '服务',
          icon: 'settings',
          items: [
            '电源：温控管理、感知电量的调度和待机',
            '连接：Wi-Fi、低功耗蓝牙、手机配对和数据通道',
            '安全：安全启动、加密存储、应用签名和权限',
          ],
        },
      ],
    },
    {
      id: 'development',
      label: '开发',
      heading: '为 YodaOS-Sprite 开发',
      intro: 'CXR-S SDK 在操作系统之上为你提供的能力。',
      lists: [
        {
          title: '原生框架',
          icon: 'code',
          items: ['C/C++ SDK，提供 C++17 API', '用于应用逻辑的 Kotlin 绑定', '集成 CMake 和 Gradle 构建'],
        },
        {
          title: '跨平台通信',
          icon: 'wifi',
          items: [
            'Wi-Fi 用于音视频流和文件传输',
            '低功耗蓝牙用于配对和低功耗消息',
            '与 CXR-M 手机应用共用的数据通道',
          ],
        },
        {
          title: '性能监测',
          icon: 'activity',
          items: ['帧耗时和 GPU 计数器', '功耗和温度追踪', '内存和唤醒锁报告'],
        },
        {
          title: '安全框架',
          icon: 'lock',
          items: ['应用签名和开发者权限', '按应用授予的硬件权限', '加密的数据通道'],
        },
      ],
    },
  ],
  supportedDevicesSection: {
    heading: '支持的设备',
    intro: 'YodaOS-Sprite 可在以下眼镜上运行，系统更新通过无线方式（OTA）推送。',
  },
  supportedDevices: [
    {
      name: deviceModelName('glasses'),
      status: 'Supported',
      version: '2.1',
      features: ['企业设备管理', '4800 万像素摄像头访问', '支持可更换电池'],
      href: productPath('glasses'),
      image: glassesImage,
      alt: glassesImage.alt,
    },
    {
      name: deviceModelName('max2'),
      status: 'Supported',
      version: '2.2',
      features: ['Wi-Fi 6E 串流', '数字瞳距校准', 'CXR-M 场景渲染'],
      href: productPath('max2'),
      image: max2Image,
      alt: max2Image.alt,
    },
    {
      name: deviceModelName('ar-joy2'),
      status: 'Latest',
      version: '2.3',
      features: ['独立应用运行时', '完整的 CXR-S 硬件访问', '通过应用商店分发'],
      href: productPath('ar-joy2'),
      image: arJoy2Image,
      alt: arJoy2Image.alt,
    },
    {
      name: deviceModelName('ar-spatial'),
      status: 'Supported',
      version: '2.1',
      features: ['多窗口空间桌面', '6DoF 追踪服务', '手势追踪输入'],
      href: productPath('ar-spatial'),
      image: arSpatialImage,
      alt: arSpatialImage.alt,
    },
  ],
  developmentResourcesSection: {
    heading: '开发资源',
    intro: '开始为 YodaOS-Sprite 开发。',
  },
  developmentResources: [
    {
      icon: 'code',
      title: 'CXR-S SDK',
      description: '在眼镜上运行的应用所需的 API、示例和工具。',
      href: '/sdk/cxr-s',
      linkLabel: '了解 SDK',
    },
    {
      icon: 'book-open',
      title: '文档',
      description: '系统服务、应用生命周期以及近眼显示设计的开发指南。',
      href: '/docs',
      linkLabel: '阅读文档',
    },
    {
      icon: 'terminal',
      title: '开发者控制台',
      description: '下载系统镜像和工具，并登记你的眼镜以开启开发者模式。',
      href: '/console',
      linkLabel: '打开控制台',
    },
  ],
  yodaosCta: {
    heading: '今天就为未来的眼镜开发应用',
    text: '加入开发者计划，获取 SDK、开发用硬件，以及 YodaOS-Sprite 团队的直接支持。',
    actions: [
      { label: '加入开发者计划', href: '/become-developer', variant: 'primary' },
      { label: '开始使用', href: '/console', variant: 'outline' },
    ],
  },
} satisfies Pick<
  ZhCatalogue,
  | 'yodaosMeta'
  | 'yodaosBreadcrumb'
  | 'yodaosHero'
  | 'coreFeaturesSection'
  | 'coreFeatures'
  | 'architectureSection'
  | 'architectureTabs'
  | 'supportedDevicesSection'
  | 'supportedDevices'
  | 'developmentResourcesSection'
  | 'developmentResources'
  | 'yodaosCta'
>;
