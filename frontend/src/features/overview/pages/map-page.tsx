// 工程视图 (/index/map): the projects of /api/index/show at their longitude and latitude on a map of China (drawn
// from outlines shipped with the build: no tile server, no network), numbered, with the list of projects beside it.
import { Card, Empty, List, Spin, Tag, Tooltip, Typography } from '@douyinfe/semi-ui-19';
import { useTranslation } from 'react-i18next';
import { GeoMap } from '@/components/geo-map';
import { useIndexShow } from '../api/use-index-show';
import './map-page.css';
import { enumLabel } from '@/lib/i18n/enums';

export default function MapPage() {
  const { t } = useTranslation();
  const { data, isLoading } = useIndexShow();
  const points = data?.projects ?? [];
  return (
    <div className="page map-page">
      <Card
        title={
          <Typography.Title heading={2} className="card-heading">
            {t('overview.mapTitle')}
          </Typography.Title>
        }
        headerExtraContent={<Typography.Text type="tertiary">{t('overview.mapHint')}</Typography.Text>}
        bordered={false}
      >
        {isLoading ? (
          <Spin />
        ) : points.length === 0 ? (
          <Empty description={t('nav.noProject')} />
        ) : (
          <div className="map-layout">
            <GeoMap
              className="map-canvas"
              variant="light"
              places={points}
              label={(point, index) => (
                <Tooltip content={`${point.name} · ${point.address}`}>
                  <span className="map-marker" aria-label={point.name}>
                    {index + 1}
                  </span>
                </Tooltip>
              )}
            />
            <List
              className="map-legend"
              dataSource={points}
              renderItem={(point, index) => (
                <List.Item
                  header={<span className="map-marker">{index + 1}</span>}
                  main={
                    <div>
                      <Typography.Text strong>{point.name}</Typography.Text> <Tag size="small">{enumLabel(point.status)}</Tag>
                      <div>
                        <Typography.Text type="tertiary" size="small">
                          {point.address} · {point.lng.toFixed(2)}, {point.lat.toFixed(2)}
                        </Typography.Text>
                      </div>
                    </div>
                  }
                />
              )}
            />
          </div>
        )}
      </Card>
    </div>
  );
}
